/**
 * The staff desks' kit (the admissions desk, the orders desk), as the desks import it: one module.
 * Module Federation shares each `@aspire/ui/…` module on its own, with its own chunk and its own copy of
 * every stylesheet it imports, so importing the pieces one by one loaded the desks' stylesheet once per
 * piece; through this module a desk page loads the kit and its stylesheet once. Each piece keeps its
 * own file and test.
 */

export { downloadText, ExportButton } from './csv-export.tsx';
export { formatDate, formatDateTime, formatDay, today } from './dates.ts';
export { default as deskStyles } from './desk.module.css';
export { FieldList } from './field-list.tsx';
export { ClearFilters, FilterDate, FilterSelect, QuickFilters } from './filter-controls.tsx';
export { KeysHint } from './keys-hint.tsx';
export { useListKeys } from './list-keys.ts';
export { NoteForm } from './note-form.tsx';
export { DeskTable, PagedTable, SkeletonRows } from './paged-table.tsx';
export { PictureList } from './picture-list.tsx';
export { reason, SaveState } from './save-state.tsx';
export { SEARCH_DELAY_MS, SearchBox } from './search-box.tsx';
export { Timeline, type TimelineEntry } from './timeline.tsx';
export { type Filters as UrlFilters, useUrlFilters } from './url-filters.ts';

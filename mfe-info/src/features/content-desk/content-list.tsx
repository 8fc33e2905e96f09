import {
  CONTENT_KIND_TEXT,
  CONTENT_KINDS,
  type ContentKind,
  FIXED_KINDS,
} from '@aspire/contracts/content-desk';
import {
  ClearFilters,
  DeskTable,
  deskStyles as desk,
  KeysHint,
  QuickFilters,
  SearchBox,
  SkeletonRows,
  useListKeys,
  useUrlFilters,
} from '@aspire/ui/desk.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTabs } from '../../components/tabs.tsx';
import { contentListQuery } from './content-api.ts';
import styles from './content-desk.module.css';
import { COLUMNS, ContentRows } from './content-rows.tsx';
import { FILTER_CHECKS, kindOf, rowsMatching, STATE_FILTERS } from './list-filters.ts';

const TABS = CONTENT_KINDS.map((kind) => ({ value: kind, label: CONTENT_KIND_TEXT[kind].many }));

/**
 * The content desk's list: one kind's items (the events, or `?kind=posts`, `?kind=gallery`…), drafts
 * too, newest change first; filtered by state and searched by title as one types, all kept in the address.
 */
export function ContentList() {
  const { filters, setFilter } = useUrlFilters(FILTER_CHECKS);
  const [, setParams] = useSearchParams();
  const kind = kindOf(filters);
  const text = CONTENT_KIND_TEXT[kind];
  const fixed = FIXED_KINDS.includes(kind);
  const filtered = Boolean(filters.state || filters.q);
  // Clearing the filters keeps the kind: it is which list this is, not a filter of it.
  const clear = () => setParams(kind === 'events' ? {} : { kind });
  const tabs = useTabs<ContentKind>({
    tabs: TABS,
    value: kind,
    onChange: (next) => setFilter('kind', next === 'events' ? '' : next),
    label: 'What to edit',
  });
  const list = useQuery(contentListQuery(kind));
  const searchField = useRef<HTMLInputElement>(null);
  const rowsBox = useRef<HTMLDivElement>(null);
  useListKeys(rowsBox, searchField);

  const caption = `${text.many}, newest change first`;
  return (
    <div className={desk.desk}>
      <div className={desk.head}>
        <h1>Content</h1>
        {!fixed && (
          <div className={desk.actions}>
            <Link to={`/staff/content/${kind}/new`} className={`${desk.primary} ${styles.linkButton}`}>
              New {text.one}
            </Link>
          </div>
        )}
      </div>
      {tabs.list}
      <div {...tabs.panelProps} className={styles.panel}>
        <div className={desk.inline}>
          <QuickFilters
            choices={STATE_FILTERS}
            value={filters.state}
            onChange={(value) => setFilter('state', value)}
          />
        </div>
        <SearchBox
          id="content-search"
          placeholder="A word of the title"
          className={desk.search}
          value={filters.q ?? ''}
          onSearch={(typed) => setFilter('q', typed.trim())}
          inputRef={searchField}
        />
        <ClearFilters filtered={filtered} onClear={clear} />
        <KeysHint opens={`the ${text.one}`} />
        <div ref={rowsBox}>
          <Resource
            query={list}
            what={`the ${text.many.toLowerCase()}`}
            placeholder={
              <DeskTable caption={caption} columns={COLUMNS} busy>
                <SkeletonRows columns={COLUMNS.length} />
              </DeskTable>
            }
          >
            {(rows) => {
              const shown = rowsMatching(rows, filters);
              if (shown.length === 0)
                return (
                  <div className={desk.empty} role="status">
                    <p>
                      {filtered
                        ? 'Nothing here matches these filters.'
                        : `Nothing here yet: add the first with New ${text.one}.`}
                    </p>
                  </div>
                );
              return (
                <DeskTable caption={caption} columns={COLUMNS} busy={list.isFetching}>
                  <ContentRows rows={shown} />
                </DeskTable>
              );
            }}
          </Resource>
        </div>
      </div>
    </div>
  );
}

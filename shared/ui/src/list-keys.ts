import { type RefObject, useEffect } from 'react';

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * A staff list's keys: `/` goes to the search; j / k (or the arrow keys on a row) move through the
 * rows' links (marked `data-list-row`), where Enter opens the record. Letters are left alone while the
 * person types in a field.
 */
export function useListKeys(list: RefObject<HTMLElement | null>, search: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const rows = [...(list.current?.querySelectorAll<HTMLElement>('[data-list-row]') ?? [])];
      const current = rows.indexOf(document.activeElement as HTMLElement);
      const onRow = current >= 0;
      if (event.key === '/' && !typingIn(event.target)) {
        event.preventDefault();
        search.current?.focus();
        search.current?.select();
        return;
      }
      const step =
        (event.key === 'j' && !typingIn(event.target)) || (event.key === 'ArrowDown' && onRow)
          ? 1
          : (event.key === 'k' && !typingIn(event.target)) || (event.key === 'ArrowUp' && onRow)
            ? -1
            : 0;
      if (step === 0 || rows.length === 0) return;
      event.preventDefault();
      const next = onRow
        ? Math.min(Math.max(current + step, 0), rows.length - 1)
        : step > 0
          ? 0
          : rows.length - 1;
      rows[next]?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [list, search]);
}

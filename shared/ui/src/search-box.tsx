import { type Ref, useEffect, useRef, useState } from 'react';

/** How long typing must pause before the list is asked again. */
export const SEARCH_DELAY_MS = 250;

/**
 * A staff list's search field: the list follows what is typed once typing pauses (or at once on Enter), and the field keeps
 * its focus and text while the list reloads. A search changed elsewhere (Back, Clear filters) is shown
 * in it. `/` reaches it from anywhere on the page (see `useListKeys`).
 */
export function SearchBox({
  id,
  value,
  onSearch,
  inputRef,
  placeholder,
  className,
}: {
  id: string;
  value: string;
  onSearch: (text: string) => void;
  inputRef: Ref<HTMLInputElement>;
  placeholder: string;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const latestOnSearch = useRef(onSearch);
  latestOnSearch.current = onSearch;

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      latestOnSearch.current(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className={className}>
      <label htmlFor={id}>Search</label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches at once, without waiting for the pause.
          if (event.key !== 'Enter' || text === sent.current) return;
          sent.current = text;
          latestOnSearch.current(text);
        }}
        placeholder={placeholder}
        aria-keyshortcuts="/"
        autoComplete="off"
        maxLength={100}
      />
    </div>
  );
}

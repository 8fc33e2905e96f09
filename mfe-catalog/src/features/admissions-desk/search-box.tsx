import { type Ref, useEffect, useRef, useState } from 'react';

/** How long typing must pause before the list is asked again. */
export const SEARCH_DELAY_MS = 250;

/**
 * The search field: the list follows what is typed once typing pauses, and the field keeps its focus
 * and text while the list reloads. A search changed elsewhere (Back, Clear filters) is shown in it.
 */
export function SearchBox({
  value,
  onSearch,
  inputRef,
  className,
}: {
  value: string;
  onSearch: (text: string) => void;
  inputRef: Ref<HTMLInputElement>;
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
      <label htmlFor="inbox-search">Search</label>
      <input
        ref={inputRef}
        id="inbox-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Start of a name, e-mail or phone"
        aria-keyshortcuts="/"
        autoComplete="off"
        maxLength={100}
      />
    </div>
  );
}

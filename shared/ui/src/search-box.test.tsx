// @vitest-environment happy-dom
import { act, createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { SEARCH_DELAY_MS, SearchBox } from './search-box.tsx';
import { byLabel, settle, setValue } from './testing/desk-harness.tsx';
import { domRoot } from './testing/dom-root.tsx';

const dom = domRoot();

describe('SearchBox', () => {
  it('searches once typing pauses, and shows a search changed elsewhere', async () => {
    const searches: string[] = [];
    const draw = (value: string) =>
      act(() =>
        dom.render(
          <SearchBox
            id="test-search"
            value={value}
            placeholder="Start of a name"
            onSearch={(text) => searches.push(text)}
            inputRef={createRef()}
          />,
        ),
      );
    await draw('');
    const field = byLabel(dom.container, 'Search');
    expect(field.getAttribute('aria-keyshortcuts')).toBe('/');
    for (const text of ['a', 'ay', 'aye']) {
      await act(async () => setValue(field, text));
      await settle(SEARCH_DELAY_MS / 3);
    }
    expect(searches).toEqual([]);
    await settle(SEARCH_DELAY_MS + 20);
    expect(searches).toEqual(['aye']);
    // The address now holds the search; then Back or Clear filters empties it: the field follows, and
    // asks nothing more.
    await draw('aye');
    expect(field.value).toBe('aye');
    await draw('');
    expect(field.value).toBe('');
    await settle(SEARCH_DELAY_MS + 20);
    expect(searches).toEqual(['aye']);
  });
});

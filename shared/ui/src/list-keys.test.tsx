// @vitest-environment happy-dom
import { act, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useListKeys } from './list-keys.ts';
import { press } from './testing/desk-harness.tsx';
import { domRoot } from './testing/dom-root.tsx';

const dom = domRoot();

function List() {
  const list = useRef<HTMLUListElement>(null);
  const search = useRef<HTMLInputElement>(null);
  useListKeys(list, search);
  return (
    <>
      <input ref={search} aria-label="Search" />
      <textarea aria-label="Note" />
      <ul ref={list}>
        {['one', 'two', 'three'].map((name) => (
          <li key={name}>
            <a href={`/${name}`} data-list-row>
              {name}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

describe('useListKeys', () => {
  it('moves through the rows with j, k and the arrows, goes to the search with /, and leaves typing alone', async () => {
    act(() => dom.render(<List />));
    const rows = [...dom.container.querySelectorAll('a')];
    await press('k');
    expect(document.activeElement).toBe(rows[2]);
    await press('j');
    expect(document.activeElement).toBe(rows[2]);
    await press('ArrowUp');
    await press('ArrowUp');
    await press('ArrowUp');
    expect(document.activeElement).toBe(rows[0]);
    await press('ArrowDown');
    expect(document.activeElement).toBe(rows[1]);
    await press('/');
    expect(document.activeElement).toBe(dom.container.querySelector('input'));
    await press('j');
    expect(document.activeElement).toBe(dom.container.querySelector('input'));
    dom.container.querySelector('textarea')?.focus();
    await press('/');
    expect(document.activeElement).toBe(dom.container.querySelector('textarea'));
  });
});

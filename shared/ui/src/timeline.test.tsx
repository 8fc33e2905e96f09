// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { domRoot } from './testing/dom-root.tsx';
import { Timeline } from './timeline.tsx';

const dom = domRoot();

describe('Timeline', () => {
  it('lists each moment with when and who, notes set apart, under a heading that names the list', () => {
    act(() =>
      dom.render(
        <Timeline
          entries={[
            { at: '2026-01-12T09:30:00.000Z', text: 'Application received' },
            { at: '2026-01-13T10:00:00.000Z', text: 'Called her back.', who: 'Mariam Rahman', note: true },
          ]}
        />,
      ),
    );
    const list = dom.container.querySelector('ol');
    expect(document.getElementById(list?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Timeline',
    );
    const items = [...(list?.querySelectorAll('li') ?? [])];
    expect(items.map((li) => li.querySelector('span')?.textContent)).toEqual([
      expect.stringMatching(/^12 Jan 2026, \d/),
      expect.stringMatching(/^13 Jan 2026, .* · Mariam Rahman · note$/),
    ]);
    expect(items[1]?.textContent).toMatch(/Called her back\.$/);
    expect(items[0]?.className).toBe('');
    expect(items[1]?.className).not.toBe('');
  });
});

// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { FieldList } from './field-list.tsx';
import { domRoot } from './testing/dom-root.tsx';

const dom = domRoot();

describe('FieldList', () => {
  it('pairs each label with its value, leaving out what is not there', () => {
    act(() =>
      dom.render(
        <FieldList
          rows={[
            ['Carrier', 'India Post'],
            ['Tracking page', null],
            ['Delivered', ''],
            [
              'Tracking number',
              <a key="tracking" href="https://example.in/t">
                EE1
              </a>,
            ],
          ]}
        />,
      ),
    );
    const pairs = [...dom.container.querySelectorAll('dl > div')].map((div) => [
      div.querySelector('dt')?.textContent,
      div.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Carrier', 'India Post'],
      ['Tracking number', 'EE1'],
    ]);
    act(() => dom.render(<FieldList rows={[['Paid', null]]} empty="Not paid yet." />));
    expect(dom.container.textContent).toBe('Not paid yet.');
  });
});

// @vitest-environment happy-dom
import { ApiFailure } from '@aspire/client/api-failure';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExportButton } from './csv-export.tsx';
import { button, until } from './testing/desk-harness.tsx';
import { domRoot } from './testing/dom-root.tsx';

const dom = domRoot();
const { createObjectURL, revokeObjectURL } = URL;
const { click } = HTMLAnchorElement.prototype;
afterEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  HTMLAnchorElement.prototype.click = click;
});

describe('ExportButton', () => {
  it('saves what `load` reads under the given name, and says why when it is refused', async () => {
    // The browser's side of a download: the file made from memory, then the link that saves it clicked.
    let file: Blob | undefined;
    const downloads: string[] = [];
    URL.createObjectURL = (blob: Blob) => {
      file = blob;
      return 'blob:export';
    };
    URL.revokeObjectURL = () => {};
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    };
    let answer: () => Promise<string> = async () => 'receipt,amount\nrcpt_1,499\n';
    await act(async () =>
      dom.render(
        <QueryClientProvider client={new QueryClient()}>
          <ExportButton load={() => answer()} filename={() => 'aspire-orders-2026-03-02.csv'} />
        </QueryClientProvider>,
      ),
    );
    await act(async () => button(dom.container, 'Export CSV').click());
    await until(() => downloads.length === 1);
    expect(downloads).toEqual(['aspire-orders-2026-03-02.csv blob:export']);
    expect(await file?.text()).toBe('receipt,amount\nrcpt_1,499\n');
    expect(file?.type).toBe('text/csv;charset=utf-8');

    answer = async () => {
      throw new ApiFailure(403, 'Your account does not have access to this');
    };
    await act(async () => button(dom.container, 'Export CSV').click());
    await until(() => dom.container.querySelector('[role="alert"]') !== null);
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(
      'The export failed. Your account does not have access to this',
    );
  });
});

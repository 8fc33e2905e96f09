// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Resource } from './resource.tsx';
import { domRoot } from './testing/dom-root.tsx';

const dom = domRoot();
beforeEach(() => {});
afterEach(() => {});

function Courses({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['courses'], queryFn: load });
  return (
    <Resource query={query} what="the courses">
      {(courses) => (
        <ul>
          {courses.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      )}
    </Resource>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('Resource', () => {
  it('says it is loading, then shows the data', async () => {
    let answer = (_: string[]) => {};
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    act(() =>
      dom.render(
        <QueryClientProvider client={client}>
          <Courses load={() => new Promise((resolve) => (answer = resolve))} />
        </QueryClientProvider>,
      ),
    );
    expect(dom.container.querySelector('[role="status"]')?.textContent).toBe('Loading the courses…');
    await act(async () => answer(['Basic Arabic Diploma']));
    await settle();
    expect(dom.container.querySelector('li')?.textContent).toBe('Basic Arabic Diploma');
  });

  it('says a failure plainly and loads again on retry', async () => {
    let calls = 0;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const load = async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return ['B.Sc. Psychology'];
    };
    act(() =>
      dom.render(
        <QueryClientProvider client={client}>
          <Courses load={load} />
        </QueryClientProvider>,
      ),
    );
    await settle();
    expect(dom.container.textContent).toContain('We could not load the courses.');
    await act(async () => dom.container.querySelector('button')?.click());
    await settle();
    expect(dom.container.querySelector('li')?.textContent).toBe('B.Sc. Psychology');
  });
});

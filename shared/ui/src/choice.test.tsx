// @vitest-environment happy-dom
import { act, Suspense, use, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useChoice } from './choice.ts';
import { domRoot } from './testing/dom-root.tsx';

const dom = domRoot();

function Pills({ chosen, onChoose }: { chosen: string; onChoose: (next: string) => void }) {
  const [shown, choose] = useChoice(chosen, onChoose);
  return ['a', 'b'].map((value) => (
    <button key={value} type="button" aria-pressed={value === shown} onClick={() => choose(value)}>
      {value}
    </button>
  ));
}

/** A list whose `b` takes a while: it waits on `slow` (as a list waits on its data). */
function List({ value, slow }: { value: string; slow: Promise<void> }) {
  if (value === 'b') use(slow);
  return <p>list {value}</p>;
}

function Page({ slow }: { slow: Promise<void> }) {
  const [chosen, setChosen] = useState('a');
  return (
    <>
      <Pills chosen={chosen} onChoose={setChosen} />
      <Suspense fallback={<p>loading</p>}>
        <List value={chosen} slow={slow} />
      </Suspense>
    </>
  );
}

const pressed = () => dom.container.querySelector('[aria-pressed="true"]')?.textContent;
const list = () => dom.container.querySelector('p')?.textContent;

describe('a choice', () => {
  it('shows at once, while what follows from it is still rendering', () => {
    act(() => dom.render(<Page slow={new Promise<void>(() => {})} />));
    expect(pressed()).toBe('a');
    act(() => dom.container.querySelectorAll('button')[1]!.click());
    // The control shows the choice; the list keeps what it showed (no "loading" flash) until it can.
    expect(pressed()).toBe('b');
    expect(list()).toBe('list a');
  });

  it('settles on the choice once what follows from it has rendered', async () => {
    act(() => dom.render(<Page slow={Promise.resolve()} />));
    await act(async () => dom.container.querySelectorAll('button')[1]!.click());
    expect(pressed()).toBe('b');
    expect(list()).toBe('list b');
    await act(async () => dom.container.querySelectorAll('button')[0]!.click());
    expect(pressed()).toBe('a');
    expect(list()).toBe('list a');
  });
});

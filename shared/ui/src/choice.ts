import { startTransition, useOptimistic } from 'react';

/**
 * A choice whose effects take a render of their own (a tab or filter kept in the address, whose list
 * follows): the control shows the new choice in the next frame, while `onChoose` and all that follows
 * from it render as a transition, in slices, and the choice shown settles on `chosen` when it is done.
 */
export function useChoice<T>(chosen: T, onChoose: (next: T) => void): [T, (next: T) => void] {
  const [shown, show] = useOptimistic(chosen);
  const choose = (next: T) =>
    startTransition(() => {
      show(next);
      onChoose(next);
    });
  return [shown, choose];
}

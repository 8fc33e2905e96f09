type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a task of its own, so that what follows is not joined to the work before it: a phone
 * cannot answer a tap during a long task, and a page's start made of one long task answers none until
 * it ends. `scheduler.yield()` where the browser has it (the continuation goes before other tasks).
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: Scheduler };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

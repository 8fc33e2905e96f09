/**
 * Runs work for one key one after another in this process (a user's cart writes, a user's payment
 * orders): run at once they would only collide in the database and retry, or both create what one should.
 */
export function inTurnByKey() {
  const queues = new Map<string, Promise<unknown>>();
  return function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
    const result = (queues.get(key) ?? Promise.resolve()).then(work);
    const settled = result.catch(() => {});
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return result;
  };
}

import type { ServiceMarks } from './data-marks.ts';

/** A render's answer, and how to keep it: the services it read and its size; no `keep`, not kept. */
export type Rendered<A> = { answer: A; keep?: { reads: string[]; bytes: number } };

type Entry<A> = {
  answer: A;
  versions: string;
  /** The mark of each service the page read, as they stood before it was rendered. */
  marks: Record<string, string>;
  expiresAt: number;
  bytes: number;
};

export type PageCacheOptions = {
  maxEntries?: number;
  maxBytes?: number;
  /** The longest a page is kept: for what changes with the clock (an event becomes past) or around the services. */
  maxAgeMs?: number;
  /** How long after one instance of a service a write may take to show on another (its marks' age). */
  serviceLagMs?: number;
  now?: () => number;
};

/**
 * Pages rendered on the server, kept while the data behind them is unchanged (the marks of every service
 * the page read are the ones it was rendered under), the remotes' versions are the same, and they are
 * younger than `maxAgeMs`; the least recently used go first past `maxEntries` or `maxBytes`. Requests for
 * a page not kept share one render while they see the same marks and versions; a failed render is not
 * kept. A page rendered within `serviceLagMs` of a change the shell saw may have met an instance that
 * had not yet seen it: it is kept only until then.
 */
export function pageCache<A>({
  maxEntries = 500,
  maxBytes = 64 * 1024 * 1024,
  maxAgeMs = 60_000,
  serviceLagMs = 1_000,
  now = Date.now,
}: PageCacheOptions = {}) {
  const entries = new Map<string, Entry<A>>();
  const rendering = new Map<string, Promise<A>>();
  let bytes = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  // Unreadable marks (the service away) leave a page as it is: nothing can have changed through it.
  const stillTrue = (entry: Entry<A>, versions: string, marks: ServiceMarks) =>
    entry.versions === versions &&
    now() < entry.expiresAt &&
    Object.entries(entry.marks).every(([service, mark]) => (marks[service]?.mark ?? mark) === mark);

  function keep(
    key: string,
    versions: string,
    marks: ServiceMarks,
    startedAt: number,
    rendered: Rendered<A>,
  ) {
    const reads = rendered.keep?.reads;
    if (!reads || rendered.keep!.bytes > maxBytes) return;
    let expiresAt = startedAt + maxAgeMs;
    const kept: Record<string, string> = {};
    for (const service of reads) {
      const mark = marks[service];
      // A page read from a service whose marks could not be read cannot know when it goes stale.
      if (!mark) return;
      kept[service] = mark.mark;
      if (startedAt < mark.changedAt + serviceLagMs)
        expiresAt = Math.min(expiresAt, mark.changedAt + serviceLagMs);
    }
    if (expiresAt <= now()) return;
    forget(key);
    entries.set(key, {
      answer: rendered.answer,
      versions,
      marks: kept,
      expiresAt,
      bytes: rendered.keep!.bytes,
    });
    bytes += rendered.keep!.bytes;
    while (entries.size > maxEntries || bytes > maxBytes) forget(entries.keys().next().value!);
  }

  return {
    /**
     * The page `key` under the remotes' `versions` and the services' current `marks`: kept, or rendered
     * by `render` (shared with the requests that see the same), and kept if it can be.
     */
    async page(
      key: string,
      {
        versions,
        marks,
        render,
      }: { versions: string; marks: ServiceMarks; render: () => Promise<Rendered<A>> },
    ): Promise<{ answer: A; hit: boolean }> {
      const entry = entries.get(key);
      if (entry && stillTrue(entry, versions, marks)) {
        // Most recently used last: the first in the map is the first to go.
        entries.delete(key);
        entries.set(key, entry);
        return { answer: entry.answer, hit: true };
      }
      const seen = `${key}\n${versions}\n${JSON.stringify(marks)}`;
      let shared = rendering.get(seen);
      if (!shared) {
        const startedAt = now();
        shared = render()
          .then((rendered) => {
            keep(key, versions, marks, startedAt, rendered);
            return rendered.answer;
          })
          .finally(() => rendering.delete(seen));
        rendering.set(seen, shared);
      }
      return { answer: await shared, hit: false };
    },
  };
}

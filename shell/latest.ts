/**
 * The newest answer of `read`, asked again at most every `maxAgeMs`: every caller meanwhile shares one
 * read (under way or done). A failed read is not kept, so the next caller asks again.
 */
export function latest<T>(read: () => Promise<T>, maxAgeMs: number, now = Date.now) {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!last || now() - last.at >= maxAgeMs) {
      const entry = { at: now(), value: read() };
      last = entry;
      entry.value.catch(() => {
        if (last === entry) last = undefined;
      });
    }
    return last.value;
  };
}

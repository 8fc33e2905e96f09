/**
 * WAI-ARIA tabs keyboard model: the tab index an arrow, Home or End key moves to (wrapping), or null
 * for any other key.
 */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  const last = count - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/**
 * The products desk's list indexes: its equalities (on sale or not, category), each ending in `order`,
 * so a page is an equality read in the shop's order (with `$gte` on `order`) on the embedded default
 * (docs/database.md). The name search's entries and the stock levels lead them with their own key.
 */
export const LIST_INDEXES = [
  { activeStatus: 1, category: 1, order: 1 },
  { activeStatus: 1, order: 1 },
  { category: 1, order: 1 },
  { order: 1 },
] as const;

/** The list's indexes led by `key`. */
export const ledBy = (key: string) => LIST_INDEXES.map((keys) => ({ [key]: 1, ...keys }));

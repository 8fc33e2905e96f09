/** A count with its noun: `1 unit`, `3 units`. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

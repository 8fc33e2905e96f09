import { useSearchParams } from 'react-router-dom';

/** Which value each filter takes: what the service would accept (a hand-edited link's others are dropped). */
export type FilterChecks<Name extends string> = Record<Name, (value: string) => boolean>;
export type Filters<Name extends string> = Partial<Record<Name, string>>;

/** The filters an address names; a value its check refuses is left out. */
export function filtersOf<Name extends string>(params: URLSearchParams, checks: FilterChecks<Name>) {
  const filters: Filters<Name> = {};
  for (const name of Object.keys(checks) as Name[]) {
    const value = params.get(name);
    if (value !== null && checks[name](value)) filters[name] = value;
  }
  return filters;
}

/** The address's search parameters with one filter set (or removed when empty), the others kept. */
export function withFilter(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/**
 * A staff list's filters, kept in the address so a filtered list is a link to share and Back undoes a
 * filter. A typed search (`q`) replaces the address, one entry per search rather than per letter; any
 * other filter adds an entry.
 */
export function useUrlFilters<Name extends string>(checks: FilterChecks<Name>) {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params, checks);
  return {
    filters,
    /** Whether any filter is set (for "Clear filters"). */
    filtered: Object.keys(filters).length > 0,
    setFilter: (name: Name, value: string) =>
      setParams((current) => withFilter(current, name, value), { replace: name === 'q' }),
    clear: () => setParams(new URLSearchParams()),
  };
}

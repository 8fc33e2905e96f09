import { useLocation, useSearchParams } from 'react-router-dom';

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
  const { pathname } = useLocation();
  const filters = filtersOf(params, checks);
  // A search typed just before a row was opened can land while the list is still drawn but the browser
  // has moved on to the record: it must not rewrite the record's address (and drop the list it was
  // opened from). Only a router on the browser's history (which keeps a `key` in its state) can tell.
  const onTheList = () =>
    (window.history.state as { key?: string } | null)?.key === undefined ||
    window.location.pathname === pathname;
  return {
    filters,
    /** Whether any filter is set (for "Clear filters"). */
    filtered: Object.keys(filters).length > 0,
    setFilter: (name: Name, value: string) => {
      if (onTheList()) setParams((current) => withFilter(current, name, value), { replace: name === 'q' });
    },
    clear: () => setParams(new URLSearchParams()),
  };
}

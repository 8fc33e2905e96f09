import { Resource } from '@aspire/ui/resource.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import layout from './layout.module.css';

/**
 * A page's list section: the loaded items drawn one by one in a grid (or the list class given), with
 * the site's loading and error-with-retry block until they arrive.
 */
export function ListSection<T>({
  label,
  query,
  what,
  listClassName = layout.grid,
  children,
}: {
  label: string;
  query: UseQueryResult<T[]>;
  what: string;
  listClassName?: string;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <section className={layout.section} aria-label={label}>
      <div className={layout.container}>
        <Resource query={query} what={what}>
          {(items) => <div className={listClassName}>{items.map(children)}</div>}
        </Resource>
      </div>
    </section>
  );
}

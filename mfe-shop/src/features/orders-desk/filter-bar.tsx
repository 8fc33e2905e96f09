import { ORDER_STATUS_LABELS, ORDER_STATUSES, type Product } from '@aspire/contracts/shop';
import { deskStyles as desk, FilterDate, FilterSelect } from '@aspire/ui/desk.ts';
import type { ReactNode } from 'react';
import type { FilterName, Filters } from './order-filters.ts';

type Props = {
  filters: Filters;
  onChange: (name: FilterName, value: string) => void;
  products: Pick<Product, '_id' | 'productName'>[];
};

/** The list's filters: status, product, and the days the orders were placed (see order-filters.ts). */
export function FilterBar({ filters, onChange, products }: Props) {
  const select = (name: FilterName, label: string, options: ReactNode) => (
    <FilterSelect name={name} label={label} value={filters[name]} onChange={(value) => onChange(name, value)}>
      {options}
    </FilterSelect>
  );
  const date = (name: 'from' | 'to', label: string) => (
    <FilterDate name={name} label={label} value={filters[name]} onChange={(value) => onChange(name, value)} />
  );
  // A product no longer on sale (a shared link) stays a choice, named by its id.
  const product = filters.product;
  const choices =
    product && !products.some((p) => p._id === product)
      ? [...products, { _id: product, productName: product }]
      : products;
  return (
    <fieldset className={desk.filters}>
      <legend className="visually-hidden">Filters</legend>
      {select(
        'status',
        'Status',
        <>
          <option value="">Any status</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </>,
      )}
      {select(
        'product',
        'Product',
        <>
          <option value="">Any product</option>
          {choices.map((choice) => (
            <option key={choice._id} value={choice._id}>
              {choice.productName}
            </option>
          ))}
        </>,
      )}
      {date('from', 'Placed from')}
      {date('to', 'Placed to')}
    </fieldset>
  );
}

import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@aspire/contracts/shop';
import { deskStyles as desk, FilterDate, FilterSelect } from '@aspire/ui/desk.ts';
import type { FilterName, Filters } from './order-filters.ts';
import { ProductPicker } from './product-picker.tsx';

type Props = {
  filters: Filters;
  onChange: (name: FilterName, value: string) => void;
};

/**
 * The list's filters: status, product (picked by searching, see product-picker.tsx), and the days the
 * orders were placed (see order-filters.ts).
 */
export function FilterBar({ filters, onChange }: Props) {
  const date = (name: 'from' | 'to', label: string) => (
    <FilterDate name={name} label={label} value={filters[name]} onChange={(value) => onChange(name, value)} />
  );
  return (
    <fieldset className={desk.filters}>
      <legend className="visually-hidden">Filters</legend>
      <FilterSelect
        name="status"
        label="Status"
        value={filters.status}
        onChange={(value) => onChange('status', value)}
      >
        <option value="">Any status</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </FilterSelect>
      <ProductPicker value={filters.product} onChange={(id) => onChange('product', id)} />
      {date('from', 'Placed from')}
      {date('to', 'Placed to')}
    </fieldset>
  );
}

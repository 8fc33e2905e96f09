import type { ProductCategory } from '@aspire/contracts/shop';
import styles from './products.module.css';

export const PILLS: { value: ProductCategory | null; label: string }[] = [
  { value: null, label: 'All Products' },
  { value: 'books', label: 'Books' },
  { value: 'others', label: 'Others' },
];

/** The filter pills: toggle buttons, exactly one pressed, that filter the grid. */
export function CategoryPills({
  active,
  onSelect,
}: {
  active: ProductCategory | null;
  onSelect: (category: ProductCategory | null) => void;
}) {
  return (
    <fieldset className={styles.pills}>
      <legend className="visually-hidden">Filter products by category</legend>
      {PILLS.map(({ value, label }) => (
        <button
          key={label}
          type="button"
          className={styles.pill}
          aria-pressed={value === active}
          onClick={() => onSelect(value)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}

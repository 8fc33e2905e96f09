import type { ProductCategory } from '@aspire/contracts/shop';
import { useChoice } from '@aspire/ui/choice.ts';
import styles from './products.module.css';

export const PILLS: { value: ProductCategory | null; label: string }[] = [
  { value: null, label: 'All Products' },
  { value: 'books', label: 'Books' },
  { value: 'others', label: 'Others' },
];

/** The filter pills: toggle buttons, exactly one pressed (at once), that filter the grid. */
export function CategoryPills({
  active,
  onSelect,
}: {
  active: ProductCategory | null;
  onSelect: (category: ProductCategory | null) => void;
}) {
  const [shown, choose] = useChoice(active, onSelect);
  return (
    <fieldset className={styles.pills}>
      <legend className="visually-hidden">Filter products by category</legend>
      {PILLS.map(({ value, label }) => (
        <button
          key={label}
          type="button"
          className={styles.pill}
          aria-pressed={value === shown}
          onClick={() => choose(value)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}

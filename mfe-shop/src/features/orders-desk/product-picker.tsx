import type { StaffProductRow } from '@aspire/contracts/products-desk';
import { deskStyles as desk, SEARCH_DELAY_MS } from '@aspire/ui/desk.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { staffProductQuery, staffProductsPageQuery } from '../../lib/staff-product-queries.ts';
import styles from './orders-desk.module.css';

/** How many matches the picker offers: enough to see the one meant, few enough to read at a glance. */
const MATCHES = 8;
const FIELD = 'filter-product';
const LIST = 'filter-product-matches';
const optionId = (index: number) => `${LIST}-${index}`;

type Props = { value: string | undefined; onChange: (id: string) => void };

/**
 * The orders list's product filter, a combobox: typing part of a product's name (the start of any of
 * its words) offers the products that match, on sale or not; the arrow keys move through them, Enter
 * or a click picks one, Escape closes them and puts back the chosen product. The chosen product is
 * named in the field (one from a shared link once it is read), with a button to clear it.
 */
export function ProductPicker({ value, onChange }: Props) {
  // What is being typed; null while not typing, when the field names the chosen product.
  const [text, setText] = useState<string | null>(null);
  const [sought, setSought] = useState('');
  const [active, setActive] = useState(0);
  const field = useRef<HTMLInputElement>(null);
  const chosen = useQuery({ ...staffProductQuery(value ?? ''), enabled: Boolean(value) });
  const searching = text !== null && sought !== '';
  const matches = useQuery({
    ...staffProductsPageQuery({ q: sought }, undefined, MATCHES),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  const options = searching ? (matches.data?.rows ?? []) : [];
  const expanded = options.length > 0;

  useEffect(() => {
    const timer = setTimeout(() => setSought(text?.trim() ?? ''), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const stopTyping = () => {
    setText(null);
    setSought('');
    setActive(0);
  };
  const pick = (product: StaffProductRow) => {
    stopTyping();
    onChange(product.id);
  };
  const clear = () => {
    stopTyping();
    onChange('');
    field.current?.focus();
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0 && expanded) {
      event.preventDefault();
      setActive((active + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const option = options[active];
      if (option) pick(option);
    } else if (event.key === 'Escape' && text !== null) {
      event.preventDefault();
      stopTyping();
    }
  }

  const chosenName = value ? (chosen.data?.productName ?? value) : '';
  const status = !searching
    ? ''
    : matches.isError
      ? 'The products could not be searched; try again.'
      : !matches.data || matches.isPlaceholderData
        ? 'Looking for products…'
        : options.length === 0
          ? `No product’s name has a word starting “${sought}”.`
          : `${options.length} ${options.length === 1 ? 'product matches' : 'products match'}; choose with the arrow keys and Enter.`;

  return (
    <div className={desk.filter}>
      <label htmlFor={FIELD}>Product</label>
      <div className={styles.picker}>
        <input
          ref={field}
          id={FIELD}
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder="Type part of a name"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? LIST : undefined}
          aria-activedescendant={expanded ? optionId(active) : undefined}
          value={text ?? chosenName}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={stopTyping}
        />
        {expanded && (
          <div id={LIST} role="listbox" aria-label="Matching products" className={styles.matches}>
            {options.map((product, index) => (
              <div
                key={product.id}
                id={optionId(index)}
                role="option"
                // The focus stays in the field (`aria-activedescendant` names the option meant).
                tabIndex={-1}
                aria-selected={index === active}
                className={styles.match}
                // Picked before the field's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(product);
                }}
              >
                {product.productName}
                {!product.activeStatus && <span className={desk.hint}> (off sale)</span>}
              </div>
            ))}
          </div>
        )}
        {value && text === null && (
          <button type="button" className={desk.link} onClick={clear}>
            Clear<span className="visually-hidden"> product</span>
          </button>
        )}
      </div>
      <p role="status" className={expanded ? 'visually-hidden' : desk.hint}>
        {status}
      </p>
    </div>
  );
}

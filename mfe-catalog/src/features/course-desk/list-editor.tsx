import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { formStyles, get, useFieldArray, useFormContext, useFormState } from '@aspire/ui/form.tsx';
import type { ReactNode } from 'react';
import type { ArrayPath, FieldArray, FieldValues } from 'react-hook-form';
import styles from './course-desk.module.css';

/**
 * A list of the form the editor adds to, removes from and reorders (highlights, values, the curriculum's
 * parts), in a fieldset named by `legend`. Each item is drawn by `item`; its buttons say which item they
 * move ("Move highlight 2 up"), and the list's own error (none yet, the same one twice) is said under it.
 */
export function ListEditor<Values extends FieldValues, Name extends ArrayPath<Values>>({
  name,
  legend,
  one,
  hint,
  blank,
  item,
}: {
  name: Name;
  legend: string;
  /** An item in the buttons' words: "highlight", "part". */
  one: string;
  hint?: ReactNode;
  blank: () => FieldArray<Values, Name>;
  item: (index: number) => ReactNode;
}) {
  const { control } = useFormContext<Values>();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const { errors } = useFormState<Values>({ name: name as never });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.root?.message ?? error?.message;
  return (
    <fieldset className={styles.list}>
      <legend>{legend}</legend>
      {hint && <p className={desk.hint}>{hint}</p>}
      <ol className={styles.items}>
        {fields.map((field, index) => (
          <li key={field.id} className={styles.item}>
            {item(index)}
            <div className={desk.inline}>
              <button
                type="button"
                className={desk.secondary}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                Move up<span className="visually-hidden"> {`${one} ${index + 1}`}</span>
              </button>
              <button
                type="button"
                className={desk.secondary}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              >
                Move down<span className="visually-hidden"> {`${one} ${index + 1}`}</span>
              </button>
              <button type="button" className={desk.secondary} onClick={() => remove(index)}>
                Remove<span className="visually-hidden"> {`${one} ${index + 1}`}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      {message && (
        <p className={formStyles.fieldError} role="alert">
          {message}
        </p>
      )}
      <p>
        <button type="button" className={desk.secondary} onClick={() => append(blank())}>
          Add a {one}
        </button>
      </p>
    </fieldset>
  );
}

import { ROLE_LABELS, STAFF_ROLES } from '@aspire/contracts/staff';
import { useId } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import styles from './staff.module.css';

/** The role checkboxes of a staff form (field `roles`), with the service's refusal of them under them. */
export function RoleChoices({ legend }: { legend: string }) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name: 'roles' });
  const error = (get(errors, 'roles') as { message?: string } | undefined)?.message;
  const errorId = useId();
  return (
    <fieldset className={styles.roles} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {STAFF_ROLES.map((role) => (
        <label key={role} className={styles.role}>
          <input type="checkbox" value={role} {...register('roles')} />
          {ROLE_LABELS[role]}
        </label>
      ))}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

import { ROLE_LABELS, STAFF_ROLES } from '@aspire/contracts/staff';
import { Choices } from '@aspire/ui/form.tsx';
import styles from './staff.module.css';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The role checkboxes of a staff form (field `roles`), with the service's refusal of them under them. */
export function RoleChoices({ legend }: { legend: string }) {
  return (
    <Choices
      name="roles"
      legend={legend}
      type="checkbox"
      options={ROLE_OPTIONS}
      className={styles.roles}
      choiceClassName={styles.role}
    />
  );
}

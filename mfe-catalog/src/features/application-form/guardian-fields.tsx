import { Choices, Field, useFieldValue } from '@aspire/ui/form.tsx';
import styles from './application-form.module.css';

/**
 * "Is the student under 18?" (DPDP Act 2023, section 9): answering Yes reveals the parent or guardian's
 * name, e-mail and phone, whose consent the college confirms by e-mail before the application goes on.
 */
const UNDER_18 = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
] as const;

export function GuardianFields() {
  const minor = useFieldValue('minor') === 'yes';
  return (
    <>
      <Choices
        name="minor"
        legend="Is the student under 18?"
        type="radio"
        options={UNDER_18}
        className={styles.minor}
        choiceClassName={styles.choice}
      />
      {minor && (
        <fieldset className={styles.guardian}>
          <legend>Parent or guardian</legend>
          <p>
            Before the application goes further, we will e-mail the parent or guardian to confirm their
            consent. It takes one click.
          </p>
          <Field
            className={styles.field}
            name="guardian.name"
            label="Parent or guardian's name"
            required
            type="text"
            autoComplete="off"
            maxLength={80}
          />
          <Field
            className={styles.field}
            name="guardian.email"
            label="Parent or guardian's e-mail"
            required
            type="email"
            autoComplete="off"
            maxLength={254}
          />
          <Field
            className={`${styles.field} ${styles.wide}`}
            name="guardian.phone"
            label="Parent or guardian's phone"
            hint="A 10-digit Indian mobile number, or a number from abroad starting with + and the country code."
            required
            type="tel"
            autoComplete="off"
            inputMode="tel"
            maxLength={30}
          />
        </fieldset>
      )}
    </>
  );
}

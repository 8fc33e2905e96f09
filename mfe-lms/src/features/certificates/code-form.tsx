import { certificateParamsSchema, certificatePath } from '@aspire/contracts/certificates';
import { Field, Form, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import styles from './certificate-check.module.css';

type CodeEntry = z.input<typeof certificateParamsSchema>;

/** Another code to check, as printed on a certificate: checked here first, then opened at its address. */
export function CodeForm() {
  const navigate = useNavigate();
  const form = useApiForm<CodeEntry>({ schema: certificateParamsSchema, defaultValues: { code: '' } });
  return (
    <Form
      form={form}
      className={styles.codeForm}
      // The schema has already trimmed the code and put it in capitals.
      onSubmit={(entry) => navigate(certificatePath(entry.code))}
    >
      <Field
        name="code"
        label="Certificate code"
        hint="For example ASP-7K2M-Q9XD"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <Submit busyLabel="Checking…">Check this code</Submit>
    </Form>
  );
}

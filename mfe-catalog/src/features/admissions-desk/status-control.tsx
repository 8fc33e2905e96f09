import {
  FEE_MODE_LABELS,
  FEE_MODES,
  INBOX_STATUSES,
  type InboxRecord,
  type InboxStatus,
  STATUS_LABELS,
} from '@aspire/contracts/admissions';
import { SaveState, deskStyles as styles } from '@aspire/ui/desk.ts';
import { Field, Form, FormAlert, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import own from './desk.module.css';
import { type InboxChange, patchRecord, useRecordSaved } from './desk-api.ts';

type FeeValues = { fee: { amount: string; mode: string; reference: string } };

/**
 * The record's Status: a choice saves at once, except "Fee received", which first asks for the amount,
 * how it was paid and the reference. Choosing Offered e-mails the applicant the offer letter.
 */
export function StatusControl({ record }: { record: InboxRecord }) {
  const [choice, setChoice] = useState<InboxStatus>(record.status);
  useEffect(() => setChoice(record.status), [record.status]);
  const saved = useRecordSaved();
  const save = useMutation({
    mutationFn: (change: InboxChange) => patchRecord(record.id, change),
    onSuccess: saved,
  });
  const askingFee = choice === 'fee_received' && record.status !== 'fee_received';
  const choose = (status: InboxStatus) => {
    setChoice(status);
    save.reset();
    if (status !== 'fee_received' && status !== record.status) save.mutate({ status });
  };
  return (
    <div className={styles.control}>
      <label htmlFor="record-status">Status</label>
      <select
        id="record-status"
        value={choice}
        aria-describedby="record-status-hint"
        onChange={(event) => choose(event.target.value as InboxStatus)}
        disabled={save.isPending}
      >
        {INBOX_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      <p id="record-status-hint" className={styles.hint}>
        Choosing Offered e-mails the applicant their offer letter (a PDF).
      </p>
      {askingFee && <FeeForm onSave={(fee) => save.mutateAsync({ status: 'fee_received', fee })} />}
      {!askingFee && (
        <SaveState
          save={save}
          kept="Your choice is still selected."
          onRetry={() => save.mutate({ status: choice })}
        />
      )}
    </div>
  );
}

/** The fee received: amount, how it was paid, the receipt's reference; the service's errors under each. */
function FeeForm({ onSave }: { onSave: (fee: NonNullable<InboxChange['fee']>) => Promise<unknown> }) {
  const form = useApiForm<FeeValues>({ defaultValues: { fee: { amount: '', mode: '', reference: '' } } });
  const send = ({ fee }: FeeValues) =>
    onSave({
      amount: Number(fee.amount),
      mode: fee.mode as (typeof FEE_MODES)[number],
      reference: fee.reference,
    });
  return (
    <Form form={form} onSubmit={send} className={own.fee} fallbackError="The fee was not saved. Try again.">
      <p className={styles.hint}>Record the fee to move the record to Fee received.</p>
      <FormAlert className={styles.failed} />
      <Field
        name="fee.amount"
        label="Amount received (₹)"
        type="number"
        min="1"
        step="any"
        inputMode="decimal"
      />
      <Field as="select" name="fee.mode" label="Paid by" defaultValue="">
        <option value="" disabled>
          Choose
        </option>
        {FEE_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {FEE_MODE_LABELS[mode]}
          </option>
        ))}
      </Field>
      <Field name="fee.reference" label="Receipt or transaction reference" type="text" maxLength={100} />
      <Submit className={styles.primary} busyLabel="Saving…">
        Save fee received
      </Submit>
    </Form>
  );
}

import type { EnrolmentRecord } from '@aspire/contracts/learning-desk';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Field, Form, FormAlert, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { OutcomeLine, useActionOutcome } from './action-outcome.tsx';
import styles from './learning-desk.module.css';

type ReasonValues = { reason: string };

type Props = {
  enrolmentId: string;
  /** Whether the action may be taken now (a withdrawn enrolment is not withdrawn again). */
  available: boolean;
  /** The button that opens the form: "Withdraw…". */
  opener: string;
  /** The form's heading, its reason's hint, its button and what the button says while it works. */
  title: string;
  hint: string;
  submit: string;
  busy: string;
  /** The contract's check of `{ reason }`, with the service's words. */
  schema: z.ZodType<ReasonValues>;
  send: (reason: string) => Promise<EnrolmentRecord>;
  /** Said once it is done. */
  doneText: string;
};

/**
 * An action that asks why ("Withdraw…", "Revoke certificate…"): a button that opens a short form for
 * the reason, kept for the record. Done or refused, the page says so where the form was.
 */
export function ReasonAction({ enrolmentId, available, opener, doneText, send, ...form }: Props) {
  const [open, setOpen] = useState(false);
  const action = useActionOutcome(enrolmentId);
  const openerButton = useRef<HTMLButtonElement>(null);
  // Cancel takes the focus back to the button (the form that had it is gone).
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    openerButton.current?.focus();
  });

  const act = async (reason: string) => {
    try {
      const record = await send(reason);
      setOpen(false);
      action.done(record, doneText);
    } catch (error) {
      if (!action.conflicted(error)) throw error;
      setOpen(false);
    }
  };

  return (
    <>
      {available && open && (
        <ReasonForm
          {...form}
          onSend={act}
          onCancel={() => {
            setOpen(false);
            refocus.current = true;
          }}
        />
      )}
      {available && !open && (
        <div className={desk.inline}>
          <button
            ref={openerButton}
            type="button"
            className={desk.secondary}
            onClick={() => {
              action.start();
              setOpen(true);
            }}
          >
            {opener}
          </button>
        </div>
      )}
      <OutcomeLine outcome={action.outcome} />
    </>
  );
}

function ReasonForm({
  title,
  hint,
  submit,
  busy,
  schema,
  onSend,
  onCancel,
}: Pick<Props, 'title' | 'hint' | 'submit' | 'busy' | 'schema'> & {
  onSend: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useApiForm<ReasonValues>({ schema, defaultValues: { reason: '' } });
  const { setFocus } = form;
  useEffect(() => setFocus('reason'), [setFocus]);
  return (
    <Form form={form} onSubmit={({ reason }) => onSend(reason)} className={styles.actionForm}>
      <h3>{title}</h3>
      <Field as="textarea" name="reason" label="Reason" rows={3} maxLength={300} hint={hint} />
      <FormAlert className={desk.failed} />
      <div className={desk.inline}>
        <Submit className={desk.primary} busyLabel={busy}>
          {submit}
        </Submit>
        <button type="button" className={desk.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Form>
  );
}

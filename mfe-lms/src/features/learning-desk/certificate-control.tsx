import { ApiFailure } from '@aspire/client/api-failure';
import {
  certificatePath,
  certificateReissueSchema,
  certificateRevokeSchema,
} from '@aspire/contracts/certificates';
import type { EnrolmentRecord } from '@aspire/contracts/learning-desk';
import { deskStyles as desk, FieldList, formatDay, SaveState } from '@aspire/ui/desk.ts';
import { Field, Form, FormAlert, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { useMutation } from '@tanstack/react-query';
import { OutcomeLine, useActionOutcome } from './action-outcome.tsx';
import { reissueCertificate, revokeCertificate, signOffEnrolment } from './desk-api.ts';
import { unitsDone } from './enrolment-parts.tsx';
import { checkedAs } from './form-check.ts';
import styles from './learning-desk.module.css';
import { ReasonAction } from './reason-action.tsx';

type Certificate = NonNullable<EnrolmentRecord['certificate']>;

/**
 * The enrolment's certificate: what it is and its public page, or why there is none yet; a completion
 * waiting for a sign-off signed off here (which issues it), and an issued one revoked or reissued. A
 * learner erased at their request gets nothing issued, mailed or reissued; their certificate may be revoked.
 */
export function CertificateControl({ record }: { record: EnrolmentRecord }) {
  const { certificate } = record;
  return (
    <section className={desk.section} aria-labelledby="certificate-heading">
      <h2 id="certificate-heading">Certificate</h2>
      {certificate ? (
        <FieldList
          rows={[
            [
              'Code',
              <a
                key="code"
                className={styles.code}
                href={certificatePath(certificate.code)}
                target="_blank"
                rel="noopener"
              >
                {certificate.code}
                <span className="visually-hidden"> (opens its public page in a new tab)</span>
              </a>,
            ],
            ['Status', certificate.status === 'valid' ? 'Valid' : 'Revoked'],
            ['Issued', formatDay(certificate.issuedOn)],
          ]}
        />
      ) : record.erasedAt ? (
        <p>None was issued before the learner’s data was erased, and none can be now.</p>
      ) : (
        <p>
          {record.awaitingSignOff
            ? 'Every unit is complete. This course asks a member of staff to sign the completion off before the certificate is issued.'
            : `Not issued yet: ${unitsDone(record)} complete. It is issued once every unit is.`}
        </p>
      )}
      {!record.erasedAt && <SignOff record={record} />}
      {certificate && (
        <>
          <ReasonAction
            enrolmentId={record.id}
            available={certificate.status === 'valid'}
            opener="Revoke certificate…"
            title="Revoke the certificate"
            hint="Kept on the enrolment’s timeline. Anyone checking the code is told it is revoked, and since when."
            submit="Revoke certificate"
            busy="Revoking…"
            schema={certificateRevokeSchema}
            send={(reason) => revokeCertificate(certificate.code, { reason })}
            doneText="Revoked. Its public page now says so."
          />
          {record.erasedAt ? (
            <p className={desk.muted}>
              It cannot be reissued: the learner’s name was erased at their request. Its public page shows
              only the code, the course and the date.
            </p>
          ) : (
            <ReissueForm record={record} certificate={certificate} />
          )}
        </>
      )}
    </section>
  );
}

/** "Sign off completion", for a complete enrolment that waits for it: the service issues the certificate. */
function SignOff({ record }: { record: EnrolmentRecord }) {
  const action = useActionOutcome(record.id);
  const signOff = useMutation({
    mutationFn: () => signOffEnrolment(record.id),
    onMutate: action.start,
    onSuccess: (next) =>
      action.done(next, 'Signed off. The certificate is issued and mailed to the learner.'),
    onError: (error) => action.conflicted(error),
  });
  const refusedFirst = signOff.error instanceof ApiFailure && signOff.error.status === 409;
  return (
    <>
      {record.awaitingSignOff && (
        <div className={desk.inline}>
          <button
            type="button"
            className={desk.primary}
            disabled={signOff.isPending}
            onClick={() => signOff.mutate()}
          >
            Sign off completion
          </button>
        </div>
      )}
      {(signOff.isPending || (signOff.isError && !refusedFirst)) && (
        <SaveState save={signOff} kept="Nothing was changed." onRetry={() => signOff.mutate()} />
      )}
      <OutcomeLine outcome={action.outcome} />
    </>
  );
}

type ReissueValues = { name: string };
/** No name typed: the learner's name as it is now. */
const reissueOf = ({ name }: ReissueValues) => (name.trim() === '' ? {} : { name });
const reissueFormSchema = checkedAs<ReissueValues>(certificateReissueSchema, reissueOf);

/** "Reissue certificate": valid again (if revoked), with a corrected name if one is typed; the code stays. */
function ReissueForm({ record, certificate }: { record: EnrolmentRecord; certificate: Certificate }) {
  const form = useApiForm<ReissueValues>({ schema: reissueFormSchema, defaultValues: { name: '' } });
  const action = useActionOutcome(record.id);
  const reissue = async (values: ReissueValues) => {
    action.start();
    try {
      const next = await reissueCertificate(certificate.code, reissueOf(values));
      form.reset({ name: '' });
      action.done(
        next,
        `Reissued with the same code, ${certificate.code}; the new PDF is mailed to the learner.`,
      );
    } catch (error) {
      if (!action.conflicted(error)) throw error;
    }
  };
  return (
    <>
      <Form form={form} onSubmit={reissue} className={styles.actionForm}>
        <h3>Reissue the certificate</h3>
        <Field
          name="name"
          label="Name to print (optional)"
          autoComplete="off"
          maxLength={120}
          hint={`Left empty, the name as it is now: ${record.name}. ${
            certificate.status === 'revoked' ? 'Reissuing makes the certificate valid again. ' : ''
          }The code stays the same, and a new PDF is mailed.`}
        />
        <FormAlert className={desk.failed} />
        <div className={desk.inline}>
          <Submit className={desk.secondary} busyLabel="Reissuing…">
            Reissue certificate
          </Submit>
        </div>
      </Form>
      <OutcomeLine outcome={action.outcome} />
    </>
  );
}

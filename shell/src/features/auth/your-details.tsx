import { useSession } from '@aspire/client/session';
import { SITE } from '@aspire/config/site';
import type { profileSchema } from '@aspire/contracts/identity';
import { displayPhone } from '@aspire/contracts/phone';
import { type ProfileChange, profileChangeSchema } from '@aspire/contracts/privacy';
import { Field, Form, FormAlert, formStyles, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import styles from './account.module.css';
import { correctProfile } from './privacy-api.ts';
import { meQuery } from './session-check.tsx';

type Profile = z.infer<typeof profileSchema>;

/**
 * "Your details": the profile, and "Correct your details" opening a form in its place. The e-mail is
 * the sign-in, so it is changed by writing to the grievance officer, not here.
 */
export function YourDetails({ profile, confirmation }: { profile: Profile; confirmation: ReactNode }) {
  const [correcting, setCorrecting] = useState(false);
  const [corrected, setCorrected] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="details-title">
      <h2 id="details-title">Your details</h2>
      {correcting ? (
        <CorrectionForm
          profile={profile}
          onCancel={() => setCorrecting(false)}
          onDone={() => {
            setCorrecting(false);
            setCorrected(true);
          }}
        />
      ) : (
        <>
          <dl className={styles.profile}>
            <dt>Name</dt>
            <dd>{`${profile.firstName} ${profile.lastName}`.trim()}</dd>
            <dt>E-mail</dt>
            <dd>
              {profile.email}{' '}
              <span className={profile.emailVerified ? styles.confirmed : styles.unconfirmed}>
                {profile.emailVerified ? 'Confirmed' : 'Not confirmed yet'}
              </span>
              {confirmation}
            </dd>
            <dt>Mobile number</dt>
            <dd>{profile.mobileNumber ? displayPhone(profile.mobileNumber) : 'Not given'}</dd>
          </dl>
          <button
            type="button"
            className={formStyles.linkButton}
            onClick={() => {
              setCorrected(false);
              setCorrecting(true);
            }}
          >
            Correct your details
          </button>
        </>
      )}
      <p className={styles.aside}>
        To change your e-mail address, write to{' '}
        <a href={`mailto:${SITE.grievance.email}`}>{SITE.grievance.email}</a>.
      </p>
      <div role="status">{corrected && <p className={formStyles.notice}>Your details are updated.</p>}</div>
    </section>
  );
}

function CorrectionForm({
  profile,
  onCancel,
  onDone,
}: {
  profile: Profile;
  onCancel: () => void;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useApiForm<ProfileChange>({
    schema: profileChangeSchema,
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      mobileNumber: profile.mobileNumber,
    },
  });
  return (
    <Form
      form={form}
      aria-label="Correct your details"
      fallbackError="We could not save your details. Please try again."
      onSubmit={async (change) => {
        const updated = await correctProfile(change);
        // A read of the profile begun before the change would otherwise land after it, showing the old one.
        await queryClient.cancelQueries({ queryKey: meQuery().queryKey });
        queryClient.setQueryData(meQuery().queryKey, updated);
        // The name in the header comes from the session.
        const { firstName, lastName, mobileNumber } = updated;
        useSession.setState({ firstName, lastName, mobileNumber });
        onDone();
      }}
    >
      <FormAlert />
      <div className={formStyles.row}>
        <Field label="First name" name="firstName" autoComplete="given-name" />
        <Field label="Last name" name="lastName" autoComplete="family-name" />
      </div>
      <Field
        label="Mobile number"
        name="mobileNumber"
        type="tel"
        autoComplete="tel"
        hint="10 digits, or + and the country code"
      />
      <div className={styles.actions}>
        <Submit busyLabel="Saving…">Save my details</Submit>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Form>
  );
}

import { apiKey } from '@aspire/client/queries';
import {
  ROLE_LABELS,
  type StaffMember,
  type StaffRole,
  type staffGrantSchema,
} from '@aspire/contracts/staff';
import { Dialog } from '@aspire/ui/dialog.tsx';
import { Field, Form, FormAlert, formStyles, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { formatDateTime } from './format.ts';
import { RoleChoices } from './role-choices.tsx';
import styles from './staff.module.css';
import { grantRoles, MEMBERS_PATH, membersQuery, resetSecondFactor, setRoles } from './staff-api.ts';

const nameOf = (member: StaffMember) => `${member.firstName} ${member.lastName}`.trim() || member.email;

/** `/staff/team` (admins): who is on the staff, granting and changing roles, resetting a second factor. */
export default function TeamPage() {
  usePageMeta({ title: 'Staff and roles', description: 'The Aspire College staff and their roles.' });
  const members = useQuery(membersQuery());
  const queryClient = useQueryClient();
  const [said, setSaid] = useState('');
  const saved = async (message: string) => {
    setSaid(message);
    await queryClient.invalidateQueries({ queryKey: apiKey(MEMBERS_PATH) });
  };
  return (
    <div className={styles.page}>
      <h1>Staff and roles</h1>
      <p role="status" className={styles.said}>
        {said}
      </p>
      <Resource query={members} what="the staff">
        {(list) => <MemberTable members={list} onSaved={saved} />}
      </Resource>
      <GrantForm onSaved={saved} />
    </div>
  );
}

type Saved = (message: string) => Promise<void>;

function MemberTable({ members, onSaved }: { members: StaffMember[]; onSaved: Saved }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  if (members.length === 0) return <p>Nobody is on the staff yet. Add someone below.</p>;
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Members of staff</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Roles</th>
              <th scope="col">Second factor</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.id}>
                <th scope="row">{nameOf(member)}</th>
                <td>{member.email}</td>
                <td>
                  {editing === member.id ? (
                    <RolesEditor
                      member={member}
                      onDone={async (message) => {
                        setEditing(null);
                        if (message) await onSaved(message);
                      }}
                    />
                  ) : (
                    <RoleChips roles={member.roles} />
                  )}
                </td>
                <td>{member.secondFactor ? 'Set up' : 'Not set up yet'}</td>
                <td>{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}</td>
                <td className={styles.rowActions}>
                  {editing !== member.id && (
                    <button
                      type="button"
                      className={styles.secondary}
                      aria-label={`Edit roles of ${nameOf(member)}`}
                      onClick={() => setEditing(member.id)}
                    >
                      Edit roles
                    </button>
                  )}
                  {member.secondFactor && (
                    <button
                      type="button"
                      className={styles.secondary}
                      aria-label={`Reset second factor of ${nameOf(member)}`}
                      onClick={() => setResetting(member)}
                    >
                      Reset second factor
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ResetDialog member={resetting} onClose={() => setResetting(null)} onSaved={onSaved} />
    </>
  );
}

function RoleChips({ roles }: { roles: StaffRole[] }) {
  if (roles.length === 0) return <span>None</span>;
  return (
    <ul className={styles.chips}>
      {roles.map((role) => (
        <li key={role} className={styles.chip}>
          {ROLE_LABELS[role]}
        </li>
      ))}
    </ul>
  );
}

/** A member's roles edited in place; a refusal (the last administrator) stays beside them. */
function RolesEditor({
  member,
  onDone,
}: {
  member: StaffMember;
  onDone: (message: string) => Promise<void>;
}) {
  const form = useApiForm<{ roles: StaffRole[] }>({ defaultValues: { roles: member.roles } });
  return (
    <Form
      form={form}
      className={styles.inlineForm}
      fallbackError="The roles could not be saved. Please try again."
      onSubmit={async ({ roles }) => {
        const changed = await setRoles(member.id, roles);
        await onDone(
          changed.roles.length
            ? `Roles of ${nameOf(member)} saved.`
            : `${nameOf(member)} is no longer on the staff.`,
        );
      }}
    >
      <FormAlert />
      <RoleChoices legend={`Roles of ${nameOf(member)}`} />
      <div className={styles.actions}>
        <Submit className={styles.primary} busyLabel="Saving…">
          Save roles
        </Submit>
        <button type="button" className={styles.secondary} onClick={() => void onDone('')}>
          Cancel
        </button>
      </div>
    </Form>
  );
}

function ResetDialog({
  member,
  onClose,
  onSaved,
}: {
  member: StaffMember | null;
  onClose: () => void;
  onSaved: Saved;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState('');
  const close = () => {
    setFailed('');
    onClose();
  };
  return (
    <Dialog open={member !== null} title="Reset the second factor?" onClose={close}>
      {member && (
        <div className={styles.dialogBody}>
          <p>
            {nameOf(member)}’s authenticator app and recovery codes stop working at once. At their next staff
            sign-in they set up the app again with a new QR code. Do this when they have lost their phone.
          </p>
          {failed && (
            <p className={formStyles.error} role="alert">
              {failed}
            </p>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.danger}
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  await resetSecondFactor(member.id);
                  close();
                  await onSaved(`The second factor of ${nameOf(member)} is reset.`);
                } catch (error) {
                  setFailed(error instanceof Error ? error.message : 'The reset failed. Please try again.');
                } finally {
                  setBusy(false);
                }
              }}
            >
              {busy ? 'Resetting…' : 'Reset second factor'}
            </button>
            <button type="button" className={styles.secondary} onClick={close}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

type Grant = z.input<typeof staffGrantSchema>;

/** Roles for someone by e-mail: an existing account, or a new one (named) that is mailed a link. */
function GrantForm({ onSaved }: { onSaved: Saved }) {
  const form = useApiForm<Grant>({
    defaultValues: { email: '', firstName: '', lastName: '', roles: [] },
  });
  return (
    <section className={styles.panel} aria-labelledby="grant-title">
      <h2 id="grant-title">Add someone to the staff</h2>
      <p>
        Someone with an account keeps their password and gains the roles. For someone new, give their name: we
        e-mail them a link to choose a password.
      </p>
      <Form
        form={form}
        fallbackError="The roles could not be given. Please try again."
        onSubmit={async ({ firstName, lastName, ...grant }) => {
          const member = await grantRoles({
            ...grant,
            ...(firstName?.trim() ? { firstName } : {}),
            ...(lastName?.trim() ? { lastName } : {}),
          });
          form.reset();
          await onSaved(
            `${nameOf(member)} now holds: ${member.roles.map((r) => ROLE_LABELS[r]).join(', ')}.`,
          );
        }}
      >
        <FormAlert />
        <Field label="Email" name="email" type="email" autoComplete="off" />
        <div className={formStyles.row}>
          <Field label="First name" name="firstName" autoComplete="off" hint="For someone new" />
          <Field label="Last name" name="lastName" autoComplete="off" hint="For someone new" />
        </div>
        <RoleChoices legend="Roles" />
        <Submit busyLabel="Saving…">Give these roles</Submit>
      </Form>
    </section>
  );
}

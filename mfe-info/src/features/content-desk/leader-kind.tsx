import { type LeaderFields, leaderFieldsSchema } from '@aspire/contracts/content-desk';
import { LEADER_ROLES, type Leader, leaderSchema } from '@aspire/contracts/info';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Field } from '@aspire/ui/form.tsx';
import { type BusyChange, type KindSpec, kindContracts } from './kind-spec.ts';
import { listWords, paragraphsOf, textOfParagraphs } from './lines.ts';
import { ADD_A_PICTURE, PictureField, pictureList, pictureUrl } from './picture-field.tsx';

/** What the leader form holds: the message as one text, paragraphs parted by a blank line; the portrait as a list. */
export type LeaderFormValues = Omit<LeaderFields, 'role' | 'message' | 'image'> & {
  role: LeaderFields['role'] | '';
  message: string;
  image: string[];
};

const ROLE_LABELS: Record<(typeof LEADER_ROLES)[number], string> = {
  chairman: 'Chairman (also on the Chairman’s Message page)',
  'managing-trustee': 'Managing Trustee',
  treasurer: 'Treasurer',
};

function LeaderFieldsForm({ onBusyChange }: { onBusyChange: BusyChange }) {
  return (
    <>
      <section className={desk.section} aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <Field name="name" label="Name" autoComplete="off" maxLength={80} />
        <Field as="select" name="role" label="Office" hint="Which office bearer of the Trust they are.">
          <option value="">Choose the office</option>
          {LEADER_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </Field>
        <Field
          name="title"
          label="Title"
          autoComplete="off"
          maxLength={120}
          hint="As it is shown under their name, like Managing Trustee & Secretary."
        />
        <Field
          as="textarea"
          name="message"
          label="Message"
          rows={12}
          hint="Their message to readers. Leave a blank line between paragraphs."
        />
      </section>
      <PictureField
        name="image"
        heading="Portrait"
        hint="A photograph of them; at least 300 pixels on each side."
        onBusyChange={onBusyChange}
      />
    </>
  );
}

export const leaderSpec: KindSpec<LeaderFormValues, LeaderFields, Leader> = {
  ...kindContracts('leadership', leaderFieldsSchema),
  uploads: { image: 'picture' },
  previewSchema: leaderSchema,
  empty: () => ({ role: '', name: '', title: '', message: '', image: [] }),
  formOf: ({ message, image, ...fields }) => ({
    ...fields,
    message: textOfParagraphs(message),
    image: pictureList(image),
  }),
  fieldsOf: ({ message, image, ...values }) => ({
    ...values,
    message: paragraphsOf(message),
    image: pictureUrl(image),
  }),
  issueOf: (path, message, values) => {
    const name = String(path[0]);
    if (name === 'image' && values.image.length === 0) return { name, message: ADD_A_PICTURE };
    if (name === 'role') return { name, message: 'Choose the office' };
    if (name === 'message') return { name, message: listWords(path, message, 'paragraph') };
    return { name, message };
  },
  titleField: 'name',
  titleOf: (fields) => fields.name,
  Fields: LeaderFieldsForm,
};

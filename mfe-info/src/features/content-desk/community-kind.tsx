import { type CommunityFields, communityFieldsSchema } from '@aspire/contracts/content-desk';
import { type Community, communitySchema } from '@aspire/contracts/info';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Field } from '@aspire/ui/form.tsx';
import { type BusyChange, type KindSpec, kindContracts } from './kind-spec.ts';
import { listWords, paragraphsOf, textOfParagraphs } from './lines.ts';
import { ADD_A_PICTURE, PictureField, pictureList, pictureUrl } from './picture-field.tsx';

/** What the initiative form holds: its text as one, paragraphs parted by a blank line; the picture as a list. */
export type CommunityFormValues = Omit<CommunityFields, 'body' | 'image'> & { body: string; image: string[] };

function CommunityFieldsForm({ onBusyChange }: { onBusyChange: BusyChange }) {
  return (
    <>
      <section className={desk.section} aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <Field name="title" label="Title" autoComplete="off" maxLength={120} />
        <Field
          as="textarea"
          name="summary"
          label="Summary"
          rows={3}
          maxLength={400}
          hint="A sentence or two on its tile on Community and on the home page."
        />
        <Field
          as="textarea"
          name="body"
          label="Full text"
          rows={12}
          hint="Its own page. Leave a blank line between paragraphs."
        />
      </section>
      <PictureField
        name="image"
        altName="imageAlt"
        hint="Shown on its tile and its page; at least 600 pixels wide."
        onBusyChange={onBusyChange}
      />
    </>
  );
}

export const communitySpec: KindSpec<CommunityFormValues, CommunityFields, Community> = {
  ...kindContracts('community', communityFieldsSchema),
  uploads: { image: 'picture' },
  previewSchema: communitySchema,
  empty: () => ({ title: '', summary: '', body: '', image: [], imageAlt: '' }),
  formOf: ({ body, image, ...fields }) => ({
    ...fields,
    body: textOfParagraphs(body),
    image: pictureList(image),
  }),
  fieldsOf: ({ body, image, ...values }) => ({
    ...values,
    body: paragraphsOf(body),
    image: pictureUrl(image),
  }),
  issueOf: (path, message, values) => {
    const name = String(path[0]);
    if (name === 'image' && values.image.length === 0) return { name, message: ADD_A_PICTURE };
    if (name === 'body') return { name, message: listWords(path, message, 'paragraph') };
    return { name, message };
  },
  titleField: 'title',
  titleOf: (fields) => fields.title,
  Fields: CommunityFieldsForm,
};

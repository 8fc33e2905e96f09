import { type PostFields, postFieldsSchema } from '@aspire/contracts/content-desk';
import { POST_KINDS, type Post, type PostKind, postSchema } from '@aspire/contracts/info';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { indiaDayAndTime, indiaMoment } from '@aspire/ui/editorial.ts';
import { Field } from '@aspire/ui/form.tsx';
import { BodyPreview } from './body-preview.tsx';
import styles from './content-desk.module.css';
import { type BusyChange, type KindSpec, kindContracts } from './kind-spec.ts';
import { ADD_A_PICTURE, PictureField, pictureList, pictureUrl } from './picture-field.tsx';

/** What the post form holds: its date as India's day and time, its picture as a list. */
export type PostFormValues = Omit<PostFields, 'publishedAt' | 'image'> & {
  publishedDay: string;
  publishedTime: string;
  image: string[];
};

const KIND_LABELS: Record<PostKind, string> = { blog: 'Blog', news: 'News' };

function PostFieldsForm({ onBusyChange }: { onBusyChange: BusyChange }) {
  return (
    <>
      <section className={desk.section} aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <Field as="select" name="kind" label="Blog or news" hint="Where it is listed on Blogs and News.">
          {POST_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </Field>
        <Field name="title" label="Title" autoComplete="off" maxLength={140} />
        <Field name="author" label="Written by" autoComplete="off" maxLength={80} />
        <div className={desk.pair}>
          <Field
            name="publishedDay"
            label="Dated"
            type="date"
            hint="The date the post shows, in India. Publishing does not change it."
          />
          <Field name="publishedTime" label="Time" type="time" />
        </div>
        <Field
          as="textarea"
          name="summary"
          label="Summary"
          rows={3}
          maxLength={400}
          hint="A sentence or two on the post’s card in the list."
        />
      </section>
      <section className={desk.section} aria-labelledby="body-heading">
        <h2 id="body-heading">The post</h2>
        <Field
          as="textarea"
          name="body"
          label="Text"
          rows={18}
          className={styles.body}
          hint="Markdown: a blank line between paragraphs, ## for a heading, - for a list, [words](https://…) for a link"
        />
        <BodyPreview />
      </section>
      <PictureField
        name="image"
        altName="imageAlt"
        hint="Shown on the post’s card and at the top of the post; at least 300 pixels on each side."
        onBusyChange={onBusyChange}
      />
    </>
  );
}

export const postSpec: KindSpec<PostFormValues, PostFields, Post> = {
  ...kindContracts('posts', postFieldsSchema),
  uploads: { image: 'picture' },
  previewSchema: postSchema,
  empty: () => {
    const now = indiaDayAndTime(new Date().toISOString());
    return {
      kind: 'blog',
      title: '',
      author: '',
      publishedDay: now.day,
      publishedTime: now.time,
      image: [],
      imageAlt: '',
      summary: '',
      body: '',
    };
  },
  formOf: ({ publishedAt, image, ...fields }) => {
    const dated = indiaDayAndTime(publishedAt);
    return { ...fields, publishedDay: dated.day, publishedTime: dated.time, image: pictureList(image) };
  },
  fieldsOf: ({ publishedDay, publishedTime, image, ...values }) => ({
    ...values,
    publishedAt: indiaMoment(publishedDay, publishedTime) ?? '',
    image: pictureUrl(image),
  }),
  issueOf: (path, message, values) => {
    const name = String(path[0]);
    if (name === 'image' && values.image.length === 0) return { name, message: ADD_A_PICTURE };
    if (name === 'publishedAt')
      return { name: 'publishedDay', message: 'Choose the day and time it is dated' };
    if (name === 'kind') return { name, message: 'Choose blog or news' };
    return { name: path.join('.'), message };
  },
  titleField: 'title',
  titleOf: (fields) => fields.title,
  Fields: PostFieldsForm,
};

import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Field } from '@aspire/ui/form.tsx';

/**
 * A course's fields, inside its Form: a new course is also given its catalogue course id and the
 * content it opens (one of `slugs`, the contents the learner area has).
 */
export function OfferingFields({ isNew, slugs = [] }: { isNew: boolean; slugs?: readonly Slug[] }) {
  return (
    <>
      {isNew && (
        <Field
          name="courseId"
          label="Catalogue course id"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          hint="The number in the course’s address on the site: /course/7 is course 7."
        />
      )}
      <Field name="title" label="Title" autoComplete="off" maxLength={160} hint="As certificates print it." />
      {isNew && (
        <Field
          as="select"
          name="slug"
          label="Content"
          hint="The units its learners work through; online and campus twins share theirs."
        >
          <option value="">Choose the content</option>
          {slugs.map(({ slug, usedBy }) => (
            <option key={slug} value={slug}>
              {slug} ({usedBy.join(', ')})
            </option>
          ))}
        </Field>
      )}
      <div className={desk.pair}>
        <Field
          name="months"
          label="Length in months"
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
          hint="How long an enrolment runs."
        />
        <Field
          name="batchStart"
          label="Batch start (optional)"
          type="date"
          hint="New enrolments run from this day; left empty, each runs from the day the learner is enrolled."
        />
      </div>
      <Field
        type="checkbox"
        name="requiresSignOff"
        label="Completions need a staff sign-off before the certificate is issued"
        className={desk.check}
      />
    </>
  );
}

/** A content the learner area has, and the courses that open it. */
export type Slug = { slug: string; usedBy: string[] };

/** The distinct contents of the courses taught, by name, each with the titles of the courses using it. */
export function slugsOf(offerings: readonly { slug: string; title: string }[]): Slug[] {
  const bySlug = new Map<string, string[]>();
  for (const { slug, title } of offerings) bySlug.set(slug, [...(bySlug.get(slug) ?? []), title]);
  return [...bySlug].map(([slug, usedBy]) => ({ slug, usedBy })).sort((a, b) => a.slug.localeCompare(b.slug));
}

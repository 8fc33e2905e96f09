import { CATEGORY_LABELS, LISTED_CATEGORIES } from '@aspire/contracts/catalog';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Field } from '@aspire/ui/form.tsx';
import { BrochureField } from './brochure-field.tsx';
import type { CourseFormValues } from './course-form-values.ts';
import { ListEditor } from './list-editor.tsx';

/**
 * The course's tab, texts, lists, reviews and brochure, inside its Form; `onBrochureBusy` is told while
 * the brochure uploads.
 */
export function CourseFormFields({ onBrochureBusy }: { onBrochureBusy: (busy: boolean) => void }) {
  return (
    <>
      <section className={desk.section} aria-labelledby="texts-heading">
        <h2 id="texts-heading">The course</h2>
        <Field name="title" label="Title" autoComplete="off" maxLength={120} />
        <Field
          as="select"
          name="category"
          label="Category"
          hint="The tab of the courses page it is listed under, once published."
        >
          <option value="" disabled>
            Choose a tab
          </option>
          {LISTED_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </Field>
        <Field
          as="textarea"
          name="desc"
          label="Description"
          rows={6}
          maxLength={2000}
          hint="Under the title on the course’s page; its first 155 characters are what search engines show."
        />
        <div className={desk.pair}>
          <Field
            name="duration"
            label="Duration"
            autoComplete="off"
            maxLength={60}
            hint="Like 3 years or 6 months."
          />
          <Field name="location" label="Where it is taught" autoComplete="off" maxLength={120} />
        </div>
        <Field
          name="language"
          label="Language (optional)"
          autoComplete="off"
          maxLength={60}
          hint="The language it is taught in, if the card should say it."
        />
        <div className={desk.pair}>
          <Field
            name="offer"
            label="Offer (optional)"
            autoComplete="off"
            maxLength={40}
            hint="Like Financial Support."
          />
          <Field
            name="feature"
            label="Card line (optional)"
            autoComplete="off"
            maxLength={120}
            hint="Shown on the course’s card instead of the place, as the free courses do."
          />
        </div>
        <Field as="textarea" name="certificateDesc" label="Certificate" rows={3} maxLength={1000} />
      </section>
      <ListEditor<CourseFormValues, 'highlights'>
        name="highlights"
        legend="Course highlights"
        one="highlight"
        blank={() => ({ text: '' })}
        item={(index) => (
          <Field
            name={`highlights.${index}.text`}
            label={`Highlight ${index + 1}`}
            autoComplete="off"
            maxLength={300}
          />
        )}
      />
      <ListEditor<CourseFormValues, 'values'>
        name="values"
        legend="Value you get"
        one="value"
        blank={() => ({ heading: '', desc: '' })}
        item={(index) => (
          <>
            <Field
              name={`values.${index}.heading`}
              label={`Value ${index + 1}: heading`}
              autoComplete="off"
              maxLength={80}
            />
            <Field
              as="textarea"
              name={`values.${index}.desc`}
              label={`Value ${index + 1}: what it gives`}
              rows={2}
              maxLength={600}
            />
          </>
        )}
      />
      <ListEditor<CourseFormValues, 'curriculum'>
        name="curriculum"
        legend="Curriculum"
        one="part"
        hint="The parts of the course in the order they are taught."
        blank={() => ({ title: '', desc: '', units: '' })}
        item={(index) => (
          <>
            <Field
              name={`curriculum.${index}.title`}
              label={`Part ${index + 1}: title`}
              autoComplete="off"
              maxLength={120}
            />
            <Field
              as="textarea"
              name={`curriculum.${index}.desc`}
              label={`Part ${index + 1}: description`}
              rows={2}
              maxLength={1000}
            />
            <Field
              as="textarea"
              name={`curriculum.${index}.units`}
              label={`Part ${index + 1}: learning units`}
              rows={4}
              hint="One unit a line."
            />
          </>
        )}
      />
      <ListEditor<CourseFormValues, 'reviews'>
        name="reviews"
        legend="Students review"
        one="review"
        hint="Each review shows a round picture with the student’s initials."
        blank={() => ({ name: '', qualification: '', comment: '', date: '' })}
        item={(index) => (
          <>
            <div className={desk.pair}>
              <Field
                name={`reviews.${index}.name`}
                label={`Review ${index + 1}: student’s name`}
                autoComplete="off"
                maxLength={80}
              />
              <Field
                name={`reviews.${index}.qualification`}
                label={`Review ${index + 1}: what they study`}
                autoComplete="off"
                maxLength={120}
                hint="Like BIS, 2022 batch."
              />
            </div>
            <Field
              as="textarea"
              name={`reviews.${index}.comment`}
              label={`Review ${index + 1}: what they said`}
              rows={3}
              maxLength={1000}
            />
            <Field name={`reviews.${index}.date`} label={`Review ${index + 1}: dated`} type="date" />
          </>
        )}
      />
      <BrochureField onBusyChange={onBrochureBusy} />
    </>
  );
}

import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { DocumentPicker } from '@aspire/ui/document-picker.tsx';
import { get, useFieldValue, useFormContext, useFormState } from '@aspire/ui/form.tsx';
import { useCallback, useMemo, useRef, useState } from 'react';
import { type CourseFormValues, courseFormSchema } from './course-form-values.ts';
import { catalogMedia } from './desk-api.ts';

/**
 * The course form's check, and whether the brochure is on its way: `brochureBusy` while it is (leaving
 * asks first), and the check says so if Save is pressed before it is in.
 */
export function useCourseFormCheck() {
  const [brochureBusy, setBrochureBusy] = useState(false);
  const busyNow = useRef(brochureBusy);
  busyNow.current = brochureBusy;
  const schema = useMemo(() => courseFormSchema(() => busyNow.current), []);
  const onBrochureBusy = useCallback((busy: boolean) => setBrochureBusy(busy), []);
  return { schema, brochureBusy, onBrochureBusy };
}

/**
 * The course's own brochure: a PDF uploaded, or chosen from the catalogue's media library, that Download
 * Brochure opens; removed, the page gives the one made from the course's texts again.
 */
export function BrochureField({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { setValue } = useFormContext<CourseFormValues>();
  const { errors, isSubmitted } = useFormState<CourseFormValues>({ name: 'brochure' });
  const url = useFieldValue('brochure') as string | undefined;
  return (
    <section className={desk.section} aria-labelledby="brochure-heading">
      <h2 id="brochure-heading">Brochure</h2>
      <DocumentPicker
        legend="The course’s brochure"
        hint="Download Brochure on the course’s page opens it. Without one, it opens a brochure made from the texts above."
        value={url || null}
        onChange={(next) =>
          setValue('brochure', next ?? '', { shouldDirty: true, shouldValidate: isSubmitted })
        }
        upload={catalogMedia.uploadDocument}
        library={catalogMedia}
        error={(get(errors, 'brochure') as { message?: string } | undefined)?.message}
        onBusyChange={onBusyChange}
      />
    </section>
  );
}

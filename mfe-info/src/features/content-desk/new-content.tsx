import { CONTENT_KIND_TEXT, type ContentKind } from '@aspire/contracts/content-desk';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Field, Form, FormAlert, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { useLeaveGuard } from '@aspire/ui/leave-guard.tsx';
import { useEffect, useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { createItem, useItemChanged } from './content-api.ts';
import styles from './content-desk.module.css';
import { type AnySpec, contentFormSchema, ID_HINT, withFormErrors } from './kind-spec.ts';
import { useListLink } from './list-link.ts';
import { slugOf } from './slug.ts';
import { useUploads } from './uploads.ts';

/** `new` is the address of this form: an item with that id could never be opened. */
const notTheNewPage = z.object({
  id: z.string().refine((id) => id !== 'new', 'Choose another id: “new” is taken by this page'),
});

/** The form's fields without the id, which the request sends beside them. */
const fieldsOf = (spec: AnySpec, { id: _id, ...values }: FieldValues) => spec.fieldsOf(values);

/** Where the id shows: a post's is its address; the other kinds' the site keeps to itself. */
const idWhere = (kind: ContentKind) =>
  kind === 'posts' ? 'The end of its address, /blog/…' : 'Used by the site to tell it apart';

/**
 * A new item of any kind: its id (following its title until typed) and its fields, created as a draft
 * nobody outside the staff sees; then its own page, to preview and publish it.
 */
export function NewContent({ spec }: { spec: AnySpec }) {
  const uploads = useUploads();
  const schema = useMemo(
    () =>
      contentFormSchema<FieldValues>(
        spec,
        (form) => [
          [spec.newSchema, { id: form.id, fields: fieldsOf(spec, form) }],
          [notTheNewPage, { id: form.id }],
        ],
        uploads.uploading,
      ),
    [spec, uploads.uploading],
  );
  const form = useApiForm<FieldValues>({ schema, defaultValues: { id: '', ...spec.empty() } });
  const guard = useLeaveGuard(form.formState.isDirty || uploads.any, spec.one);
  const changed = useItemChanged(spec);
  const navigate = useNavigate();
  const back = useListLink(spec.kind);
  const text = CONTENT_KIND_TEXT[spec.kind];

  // The id follows the title until the person types one of their own.
  const title = String(form.watch(spec.titleField) ?? '');
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (!getFieldState('id').isDirty) setValue('id', slugOf(title));
  }, [title, getFieldState, setValue]);

  const create = async (values: FieldValues) => {
    try {
      const item = await createItem(spec, values.id, fieldsOf(spec, values));
      changed(item);
      guard.release();
      navigate(`/staff/content/${spec.kind}/${encodeURIComponent(item.id)}`, {
        replace: true,
        state: { created: true, list: back.search },
      });
    } catch (error) {
      throw withFormErrors(spec, error, values);
    }
  };

  return (
    <div className={desk.desk}>
      <p>
        <Link to={back.href}>← Back to {text.many}</Link>
      </p>
      <h1>New {text.one}</h1>
      <Form form={form} onSubmit={create} className={styles.form}>
        <spec.Fields onBusyChange={uploads.onBusyChange} />
        <section className={desk.section} aria-labelledby="id-heading">
          <h2 id="id-heading">Id</h2>
          <Field
            name="id"
            label="Id"
            autoComplete="off"
            maxLength={80}
            hint={`${idWhere(spec.kind)}; it cannot be changed later. ${ID_HINT}.`}
          />
        </section>
        <FormAlert className={desk.failed} />
        <div className={desk.inline}>
          <Submit className={desk.primary} busyLabel="Saving…">
            Save as a draft
          </Submit>
          <p className={desk.hint}>Nobody outside the staff sees it until it is published.</p>
        </div>
      </Form>
      {guard.prompt}
    </div>
  );
}

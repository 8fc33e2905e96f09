import { ApiFailure } from '@aspire/client/api-failure';
import { FIXED_KINDS } from '@aspire/contracts/content-desk';
import { scheduleSchema } from '@aspire/contracts/publishing';
import { ConflictNotice } from '@aspire/ui/conflict-notice.tsx';
import { deskStyles as desk, formatDateTime, reason } from '@aspire/ui/desk.ts';
import { indiaMoment, inIndia } from '@aspire/ui/editorial.ts';
import { Form, useApiForm } from '@aspire/ui/form.tsx';
import { useLeaveGuard } from '@aspire/ui/leave-guard.tsx';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import {
  publishItem,
  restoreRevision,
  saveDraft,
  scheduleItem,
  unpublishItem,
  useItemChanged,
  useItemRefresh,
} from './content-api.ts';
import { ContentPreview } from './content-preview.tsx';
import {
  type AnySpec,
  type ContentItem,
  contentFormSchema,
  type ItemPreview,
  sameFields,
  withFormErrors,
} from './kind-spec.ts';
import { type Intent, PublishingPanel } from './publishing-panel.tsx';
import { Revisions } from './revisions.tsx';
import { useUploads } from './uploads.ts';

type Item = ContentItem<unknown>;
/** The version the form started from, and what it held then. */
type Base = { version: number; values: FieldValues };

/** The schedule's day and time are the desk's controls beside the kind's fields. */
const withoutSchedule = ({ publishDay: _day, publishTime: _time, ...values }: FieldValues) => values;
const publishAtOf = (form: FieldValues) => indiaMoment(form.publishDay ?? '', form.publishTime ?? '') ?? '';

/** Who changed the item last, as its state says. */
const lastChangeOf = (item: Item) =>
  item.editorial.updatedAt
    ? ` Their change: ${item.editorial.updatedBy ?? 'someone'}, ${formatDateTime(item.editorial.updatedAt)}.`
    : '';

/**
 * An item's fields and its publishing: Save draft keeps the fields as the draft; Publish now and
 * Schedule save unsaved changes first, then act on the draft; Unpublish and a revision's Restore act on
 * the item as it is. Each names the version the form started from: if someone else changed the item
 * meanwhile it is refused (409), the person's text stays on screen, and the page offers their version or
 * saving over it. A newer version that changed nothing the form holds (a publish) is taken silently; with
 * no changes made, any newer version simply replaces the form.
 */
export function ContentEditor({ spec, Preview, item }: { spec: AnySpec; Preview: ItemPreview; item: Item }) {
  const [base, setBase] = useState<Base>(() => ({
    version: item.editorial.version,
    values: spec.formOf(item.fields),
  }));
  // Read as each request is sent: "Save mine over theirs" moves it to their version first.
  const version = useRef(base.version);
  // Which button sent the form (the schedule's time is checked only when scheduling).
  const intent = useRef<Intent>('save');
  const uploads = useUploads();
  const schema = useMemo(
    () =>
      contentFormSchema<FieldValues>(
        spec,
        (form) => [
          [spec.draftSchema, { version: 0, fields: spec.fieldsOf(withoutSchedule(form)) }],
          ...(intent.current === 'schedule'
            ? ([[scheduleSchema, { version: 0, publishAt: publishAtOf(form) }]] as const)
            : []),
        ],
        uploads.uploading,
      ),
    [spec, uploads.uploading],
  );
  const form = useApiForm<FieldValues>({
    schema,
    defaultValues: { ...base.values, publishDay: '', publishTime: '' },
  });
  const changed = !sameFields(spec, withoutSchedule(form.watch()), base.values);
  const [refused, setRefused] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [actionFailed, setActionFailed] = useState<string | null>(null);
  const [acting, setActing] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const guard = useLeaveGuard(changed || uploads.any, spec.one);
  const itemChanged = useItemChanged(spec);
  const refresh = useItemRefresh(spec);
  const conflictBox = useRef<HTMLDivElement>(null);

  const adopt = useCallback(
    (next: Item) => {
      const values = spec.formOf(next.fields);
      version.current = next.editorial.version;
      setBase({ version: next.editorial.version, values });
      return values;
    },
    [spec],
  );
  const { reset, getValues } = form;
  /** The form filled with `values`, the schedule's controls kept as they are. */
  const fill = useCallback(
    (values: FieldValues) => {
      const { publishDay, publishTime } = getValues();
      reset({ ...values, publishDay, publishTime });
    },
    [reset, getValues],
  );
  useEffect(() => {
    if (item.editorial.version === base.version) return;
    if (!changed) {
      fill(adopt(item));
      setRefused(null);
    } else if (sameFields(spec, spec.formOf(item.fields), base.values)) adopt(item);
  }, [item, base, changed, fill, adopt, spec]);

  // Someone else's change to what the form holds, while the person has changes of their own.
  const theirs =
    changed &&
    item.editorial.version !== base.version &&
    !sameFields(spec, spec.formOf(item.fields), base.values)
      ? item
      : null;
  const conflict = refused !== null || theirs !== null;
  useEffect(() => {
    if (refused) conflictBox.current?.focus();
  }, [refused]);

  /** After a change of the service's: its answer taken, the form following it unless typed in meanwhile. */
  const took = (next: Item, sent: FieldValues, said: string) => {
    itemChanged(next);
    const values = adopt(next);
    if (sameFields(spec, withoutSchedule(getValues()), sent)) fill(values);
    setRefused(null);
    setDone(said);
  };
  const refusedBy = (error: unknown) => {
    if (!(error instanceof ApiFailure && error.status === 409)) return false;
    setRefused(reason(error));
    void refresh(item.id);
    return true;
  };

  const submit = async (form: FieldValues) => {
    const chosen = intent.current;
    intent.current = 'save';
    setDone(null);
    setActionFailed(null);
    const values = withoutSchedule(form);
    try {
      if (chosen === 'save' || !sameFields(spec, values, base.values)) {
        const saved = await saveDraft(spec, item.id, version.current, spec.fieldsOf(values));
        took(saved, values, 'Draft saved. The public site is unchanged.');
      }
      if (chosen === 'publish')
        took(await publishItem(spec, item.id, version.current), values, 'Published: it is on the site now.');
      if (chosen === 'schedule') {
        const publishAt = publishAtOf(form);
        took(
          await scheduleItem(spec, item.id, version.current, publishAt),
          values,
          `Scheduled for ${inIndia(publishAt)} (India time).`,
        );
        setScheduling(false);
      }
    } catch (error) {
      if (!refusedBy(error)) throw withFormErrors(spec, error, form);
    }
  };

  /** Unpublish or Restore: the item as it is saved, changed by the service. */
  const act = async (request: () => Promise<Item>, said: string, replaceForm: boolean) => {
    setActing(true);
    setDone(null);
    setActionFailed(null);
    try {
      const next = await request();
      took(next, replaceForm ? withoutSchedule(getValues()) : base.values, said);
    } catch (error) {
      if (!refusedBy(error)) setActionFailed(reason(error));
    } finally {
      setActing(false);
    }
  };
  const loadTheirs = () => {
    fill(adopt(item));
    setRefused(null);
  };

  return (
    <>
      <Form form={form} onSubmit={submit} className={desk.record}>
        <div className={desk.column}>
          <spec.Fields onBusyChange={uploads.onBusyChange} />
        </div>
        <div className={desk.column}>
          {conflict && (
            <ConflictNotice
              ref={conflictBox}
              onLoadTheirs={loadTheirs}
              onSaveMine={() => {
                version.current = item.editorial.version;
                intent.current = 'save';
              }}
            >
              {refused ?? `Someone else has changed this ${spec.one} since you opened it.`} Your changes are
              still here, not saved.{theirs ? lastChangeOf(theirs) : ''}
            </ConflictNotice>
          )}
          <PublishingPanel
            editorial={item.editorial}
            changed={changed}
            scheduling={scheduling}
            onScheduling={setScheduling}
            onIntent={(chosen) => {
              intent.current = chosen;
            }}
            acting={acting}
            onUnpublish={
              FIXED_KINDS.includes(spec.kind)
                ? undefined
                : () =>
                    act(
                      () => unpublishItem(spec, item.id, version.current),
                      'Unpublished: it is off the site.',
                      false,
                    )
            }
            previewing={previewing}
            onPreviewing={setPreviewing}
            done={done}
            failed={actionFailed}
          />
          <Revisions
            kind={spec.kind}
            id={item.id}
            current={item.editorial.version}
            changed={changed}
            acting={acting}
            onRestore={(revision) =>
              act(
                () => restoreRevision(spec, item.id, version.current, revision),
                `Version ${revision} is your draft again. Publish it to make it public.`,
                true,
              )
            }
          />
        </div>
      </Form>
      {previewing && <ContentPreview spec={spec} Preview={Preview} id={item.id} changed={changed} />}
      {guard.prompt}
    </>
  );
}

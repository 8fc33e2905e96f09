import { ApiFailure } from '@aspire/client/api-failure';
import {
  CONTENT_KIND_TEXT,
  type ContentKind,
  contentDraftSchema,
  contentEditorSchema,
  newContentSchema,
} from '@aspire/contracts/content-desk';
import type { Editorial } from '@aspire/contracts/publishing';
import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';

/** An item as its editor opens it (the contracts' editor answers): its fields, what is public, its state. */
export type ContentItem<Fields> = {
  id: string;
  fields: Fields;
  public: Fields | null;
  editorial: Editorial;
};

/** Told when a control's file starts uploading and when it is in (a form waits for it before saving). */
export type BusyChange = (control: string, busy: boolean) => void;

/**
 * What the desk knows of one kind (events, posts, gallery…): its contracts, how its form holds its
 * fields, its form's controls. The pages are the same for every kind; the preview (the public pages' own
 * components) is given by the route, as features do not import each other.
 */
export type KindSpec<Values extends FieldValues, Fields, Public> = {
  kind: ContentKind;
  /** "event", "post": in the desk's texts. */
  one: string;
  /** The controls a file is uploaded into, and what each holds ("picture", "PDF"). */
  uploads: Readonly<Record<string, string>>;
  editorSchema: z.ZodType<ContentItem<Fields>>;
  previewSchema: z.ZodType<Public>;
  /** The contracts the service checks a new item and a draft with. */
  newSchema: z.ZodType;
  draftSchema: z.ZodType;
  empty: () => Values;
  formOf: (fields: Fields) => Values;
  /** The fields as the request sends them (the contract's check says what is wrong with them). */
  fieldsOf: (values: Values) => unknown;
  /** The form's control a contract's word on `path` (inside the fields) goes under, and the words. */
  issueOf: (
    path: readonly PropertyKey[],
    message: string,
    values: Values,
  ) => { name: string; message: string };
  titleOf: (fields: Fields) => string;
  /** The form's control for the title (a new item's id follows it until the id is typed). */
  titleField: string;
  Fields: ComponentType<{ onBusyChange: BusyChange }>;
};
// biome-ignore lint/suspicious/noExplicitAny: a page takes either kind; each spec is typed where it is made
export type AnySpec = KindSpec<any, any, any>;
/** The public pages' own drawing of an item, for the preview (the route gives it). */
// biome-ignore lint/suspicious/noExplicitAny: one preview per kind, each typed by its own contract.
export type ItemPreview = ComponentType<{ item: any }>;

/**
 * What the contracts say of a kind: its name in the desk's texts and the checks of its requests and
 * answers, made from its fields (`CONTENT_FIELDS[kind]`, given typed).
 */
export const kindContracts = <T extends z.ZodType>(kind: ContentKind, fields: T) => ({
  kind,
  one: CONTENT_KIND_TEXT[kind].one,
  editorSchema: contentEditorSchema(fields),
  newSchema: newContentSchema(fields),
  draftSchema: contentDraftSchema(fields),
});

/** A control's number, or NaN for none (the contract then asks for it). */
export const numberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

export const ID_HINT = 'Use lower-case letters, digits and hyphens, like open-day-2026';

/** Where a word on the request's `path` goes in the form: the id, or a field as the kind places it. */
function placeOf<Values extends FieldValues>(
  spec: KindSpec<Values, unknown, unknown>,
  path: readonly PropertyKey[],
  message: string,
  values: Values,
) {
  if (path[0] === 'fields') return spec.issueOf(path.slice(1), message, values);
  if (path[0] === 'id') return { name: 'id', message: message.startsWith('Must') ? ID_HINT : message };
  // The schedule's time is the desk's own pair of controls, named by its day.
  if (path[0] === 'publishAt') return { name: 'publishDay', message };
  return { name: String(path[0] ?? 'root'), message };
}

/** Said when Save is pressed while a file is still on its way (the item has none until it is in). */
export const stillUploading = (what: string) => `The ${what} is still uploading: save once it is in place.`;

/**
 * The form's check: the requests it makes (`contracts` pairs each with the contract the service checks
 * it with), each word under its control; a file missing only because it is `uploading(control)` says so.
 */
export const contentFormSchema = <Values extends FieldValues, Form extends Values = Values>(
  spec: KindSpec<Values, unknown, unknown>,
  contracts: (form: Form) => (readonly [contract: z.ZodType, request: unknown])[],
  uploading: (control: string) => boolean,
) =>
  z.custom<Form>().superRefine((form, context) => {
    for (const [contract, request] of contracts(form))
      for (const issue of contract.safeParse(request).error?.issues ?? []) {
        const { name, message } = placeOf(spec, issue.path, issue.message, form);
        const what = spec.uploads[name];
        const said = what && uploading(name) ? stillUploading(what) : message;
        context.addIssue({ code: 'custom', path: name.split('.'), message: said });
      }
  });

/**
 * The service's refusal with its field errors (`fields.date.end`, `id`) under the form's controls, for
 * the form kit to show; any other failure as it came.
 */
export function withFormErrors<Values extends FieldValues>(
  spec: KindSpec<Values, unknown, unknown>,
  error: unknown,
  values: Values,
) {
  if (!(error instanceof ApiFailure)) return error;
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.errors)) {
    if (key === '_') continue;
    const place = placeOf(spec, key.split('.'), message, values);
    errors[place.name] ??= place.message;
  }
  return new ApiFailure(error.status, error.message, errors);
}

/** Whether two states of the form hold the same item (nothing to save, or another's save changed nothing of it). */
export const sameFields = <Values extends FieldValues>(
  spec: KindSpec<Values, unknown, unknown>,
  a: Values,
  b: Values,
) => JSON.stringify(spec.fieldsOf(a)) === JSON.stringify(spec.fieldsOf(b));

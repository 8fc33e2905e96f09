import { ApiFailure } from '@aspire/client/api-failure';
import { productChangeSchema, type StaffProduct } from '@aspire/contracts/products-desk';
import { ConflictNotice } from '@aspire/ui/conflict-notice.tsx';
import { deskStyles as desk, formatDateTime, reason } from '@aspire/ui/desk.ts';
import { Form, FormAlert, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { useLeaveGuard } from '@aspire/ui/leave-guard.tsx';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { changeProduct, useProductRefresh, useProductSaved } from './desk-api.ts';
import { ProductFields } from './product-fields.tsx';
import {
  changeOf,
  formOf,
  type ProductFormValues,
  productFormSchema,
  STILL_UPLOADING,
  sameFields,
} from './product-form-values.ts';
import styles from './products-desk.module.css';

/** The version the form started from, and what it held then. */
type Base = { version: number; values: ProductFormValues };

/** The changes its own controls make, not the form's fields. */
const NOT_THE_FORM = new Set(['stock', 'activeStatus']);

/** Who last saved the product's fields, and when, as its timeline has it. */
function lastSave(product: StaffProduct) {
  const last = product.audit
    .filter((entry) => Object.keys(entry.changes ?? {}).some((field) => !NOT_THE_FORM.has(field)))
    .reduce<StaffProduct['audit'][number] | null>(
      (latest, entry) => (latest === null || Date.parse(entry.at) > Date.parse(latest.at) ? entry : latest),
      null,
    );
  return last ? ` Their save: ${last.actor.name}, ${formatDateTime(last.at)}.` : '';
}

/**
 * A product's fields, saved with the version the form started from. If someone else saved the product
 * meanwhile, the save is refused (409): the person's changes stay on screen, the page says so and offers
 * their version or saving over it. A newer version that changed nothing the form holds (a stock or
 * on-sale change) is taken silently; with no changes made, any newer version simply replaces the form.
 */
export function ProductEditor({ product }: { product: StaffProduct }) {
  const [base, setBase] = useState<Base>(() => ({ version: product.version, values: formOf(product) }));
  // Read by the save as it is sent: "Save mine over theirs" moves it to their version first.
  const version = useRef(base.version);
  // The check needs a version, any version: the one sent is read as the save goes.
  const schema = useMemo(() => productFormSchema(productChangeSchema, (values) => changeOf(values, 0)), []);
  const form = useApiForm<ProductFormValues>({ schema, defaultValues: base.values });
  const { isDirty } = form.formState;
  const [uploading, setUploading] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [savedNow, setSavedNow] = useState(false);
  const guard = useLeaveGuard(isDirty || uploading, 'product');
  const saved = useProductSaved();
  const refresh = useProductRefresh();
  const conflictBox = useRef<HTMLDivElement>(null);

  const adopt = useCallback((next: StaffProduct) => {
    const values = formOf(next);
    version.current = next.version;
    setBase({ version: next.version, values });
    return values;
  }, []);
  const { reset } = form;
  useEffect(() => {
    if (product.version === base.version) return;
    if (!isDirty) {
      reset(adopt(product));
      setRefused(null);
    } else if (sameFields(formOf(product), base.values)) adopt(product);
  }, [product, base, isDirty, reset, adopt]);

  // Someone else's save that changed what the form holds, while the person has changes of their own.
  const theirs =
    isDirty && product.version !== base.version && !sameFields(formOf(product), base.values) ? product : null;
  const conflict = refused !== null || theirs !== null;
  useEffect(() => {
    if (refused) conflictBox.current?.focus();
  }, [refused]);

  const save = async (values: ProductFormValues) => {
    setSavedNow(false);
    if (uploading) throw new ApiFailure(0, STILL_UPLOADING);
    try {
      const next = await changeProduct(product.id, changeOf(values, version.current));
      saved(next);
      reset(adopt(next));
      setRefused(null);
      setSavedNow(true);
    } catch (error) {
      if (!(error instanceof ApiFailure && error.status === 409)) throw error;
      setRefused(reason(error));
      void refresh(product.id);
    }
  };
  const loadTheirs = () => {
    reset(adopt(product));
    setRefused(null);
  };

  return (
    <>
      <Form form={form} onSubmit={save} className={styles.form}>
        <ProductFields form={form} isNew={false} onBusyChange={setUploading} />
        {conflict && (
          <ConflictNotice
            ref={conflictBox}
            onLoadTheirs={loadTheirs}
            onSaveMine={() => {
              version.current = product.version;
            }}
          >
            {refused ?? 'Someone else has saved this product since you opened it.'} Your changes are still
            here, not saved.{theirs ? lastSave(theirs) : ''}
          </ConflictNotice>
        )}
        <FormAlert className={desk.failed} />
        <div className={desk.inline}>
          <Submit className={desk.primary} busyLabel="Saving…">
            Save changes
          </Submit>
          <div aria-live="polite">{savedNow && !isDirty && <p className={desk.saved}>Changes saved.</p>}</div>
        </div>
      </Form>
      {guard.prompt}
    </>
  );
}

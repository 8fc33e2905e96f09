import { ApiFailure } from '@aspire/client/api-failure';
import { newProductSchema } from '@aspire/contracts/products-desk';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Form, FormAlert, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { useLeaveGuard } from '@aspire/ui/leave-guard.tsx';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { createProduct, useProductSaved } from './desk-api.ts';
import { useListLink } from './list-link.ts';
import { ProductFields } from './product-fields.tsx';
import {
  emptyForm,
  newProductOf,
  type ProductFormValues,
  productFormSchema,
  STILL_UPLOADING,
} from './product-form-values.ts';
import styles from './products-desk.module.css';

/**
 * A new product: the form, its key made when it opens (a double click or a retry creates one product),
 * then the product's own page.
 */
export function NewProduct() {
  const [key] = useState(() => crypto.randomUUID());
  const schema = useMemo(
    () => productFormSchema(newProductSchema, (values) => newProductOf(values, key)),
    [key],
  );
  const form = useApiForm<ProductFormValues>({ schema, defaultValues: emptyForm() });
  const [uploading, setUploading] = useState(false);
  const guard = useLeaveGuard(form.formState.isDirty || uploading, 'product');
  const saved = useProductSaved();
  const navigate = useNavigate();
  const back = useListLink();

  const create = async (values: ProductFormValues) => {
    if (uploading) throw new ApiFailure(0, STILL_UPLOADING);
    const product = await createProduct(newProductOf(values, key));
    saved(product);
    guard.release();
    navigate(`/staff/products/${encodeURIComponent(product.id)}`, {
      replace: true,
      state: { created: true },
    });
  };

  return (
    <div className={desk.desk}>
      <p>
        <Link to={back}>← Back to the products</Link>
      </p>
      <h1>New product</h1>
      <Form form={form} onSubmit={create} className={styles.form}>
        <ProductFields form={form} isNew onBusyChange={setUploading} />
        <FormAlert className={desk.failed} />
        <div className={desk.inline}>
          <Submit className={desk.primary} busyLabel="Creating…">
            Create product
          </Submit>
        </div>
      </Form>
      {guard.prompt}
    </div>
  );
}

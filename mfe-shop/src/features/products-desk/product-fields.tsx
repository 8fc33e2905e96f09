import { GST_RATES, MAX_PRODUCT_IMAGES } from '@aspire/contracts/products-desk';
import { PRODUCT_CATEGORIES, percentOff } from '@aspire/contracts/shop';
import { deskStyles as desk, PictureList } from '@aspire/ui/desk.ts';
import { Field, type useApiForm, useFieldValue } from '@aspire/ui/form.tsx';
import { uploadPicture } from './desk-api.ts';
import { type ProductFormValues, typedNumber } from './product-form-values.ts';
import { CATEGORY_LABELS } from './product-rows.tsx';

type ProductForm = ReturnType<typeof useApiForm<ProductFormValues>>;

/** The discount shoppers will see, as the prices are typed. */
function PercentOff() {
  const mrp = typedNumber(String(useFieldValue('mrp') ?? ''));
  const selling = typedNumber(String(useFieldValue('sellingPrice') ?? ''));
  if (!Number.isInteger(mrp) || !Number.isInteger(selling) || !mrp || !selling || selling > mrp)
    return 'At most the MRP.';
  const off = percentOff(mrp, selling);
  return off > 0 ? `Shoppers see ${off}% off.` : 'Same as the MRP: no discount is shown.';
}

/** The product's pictures, kept in the form's `image` (uploaded as they are added). */
function Pictures({ form, onBusyChange }: { form: ProductForm; onBusyChange: (busy: boolean) => void }) {
  const urls = useFieldValue('image') as string[];
  const error = form.formState.errors.image;
  return (
    <PictureList
      legend="Pictures"
      hint="The shop shows it on the product’s card and first on its page; at least 300 pixels on each side."
      value={urls}
      onChange={(next) =>
        form.setValue('image', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
      }
      upload={uploadPicture}
      max={MAX_PRODUCT_IMAGES}
      error={error?.message ?? (Array.isArray(error) ? error.find(Boolean)?.message : undefined)}
      onBusyChange={onBusyChange}
    />
  );
}

/**
 * The product's fields and pictures, inside the product's Form: its details, prices and tax, its
 * low-stock mark and pictures; a new product is also given its stock and whether it goes on sale.
 */
export function ProductFields({
  form,
  isNew,
  onBusyChange,
}: {
  form: ProductForm;
  isNew: boolean;
  onBusyChange: (busy: boolean) => void;
}) {
  return (
    <>
      <section className={desk.section} aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <Field name="productName" label="Name" autoComplete="off" maxLength={120} />
        <Field
          as="textarea"
          name="productDescription"
          label="Description"
          rows={6}
          maxLength={4000}
          hint="Shown on the product’s page in the shop."
        />
        <Field as="select" name="category" label="Category">
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </Field>
        <div className={desk.pair}>
          <Field
            name="mrp"
            label="MRP (₹)"
            inputMode="numeric"
            autoComplete="off"
            hint="The printed price, in whole rupees."
          />
          <Field
            name="sellingPrice"
            label="Selling price (₹)"
            inputMode="numeric"
            autoComplete="off"
            hint={<PercentOff />}
          />
        </div>
        <div className={desk.pair}>
          <Field
            name="hsn"
            label="HSN code"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            hint="Printed books are HSN 4901, at 0% GST."
          />
          <Field as="select" name="gstRate" label="GST rate">
            <option value="">Choose a rate</option>
            {GST_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate === 0 ? '0% (nil-rated)' : `${rate}%`}
              </option>
            ))}
          </Field>
        </div>
        <div className={desk.pair}>
          <Field
            name="lowStockAt"
            label="Low-stock mark"
            inputMode="numeric"
            autoComplete="off"
            hint="The shop’s mailbox is told when this many or fewer are left."
          />
          {isNew && (
            <Field
              name="stock"
              label="Stock on hand (optional)"
              inputMode="numeric"
              autoComplete="off"
              hint="Leave it empty if the shop does not count this product: it is then never sold out."
            />
          )}
        </div>
        {isNew && (
          <Field
            type="checkbox"
            name="activeStatus"
            label="On sale: shown in the shop once created"
            className={desk.check}
          />
        )}
      </section>
      <Pictures form={form} onBusyChange={onBusyChange} />
    </>
  );
}

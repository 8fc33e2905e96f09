import {
  DEFAULT_LOW_STOCK_AT,
  type NewProduct,
  type ProductChange,
  type StaffProduct,
} from '@aspire/contracts/products-desk';
import type { ProductCategory } from '@aspire/contracts/shop';
import { z } from 'zod';

/**
 * What the product form holds: the fields as typed (numbers are text until sent) and the pictures'
 * addresses in order. `activeStatus` and `stock` are asked only of a new product; an existing one has
 * its own controls for them.
 */
export type ProductFormValues = {
  productName: string;
  productDescription: string;
  category: ProductCategory;
  mrp: string;
  sellingPrice: string;
  image: string[];
  hsn: string;
  gstRate: string;
  lowStockAt: string;
  activeStatus: boolean;
  stock: string;
};

/** Said when Save is pressed while pictures are still on their way (they would be left out). */
export const STILL_UPLOADING = 'Some pictures are still uploading: save once they are in the list.';

export const emptyForm = (): ProductFormValues => ({
  productName: '',
  productDescription: '',
  category: 'books',
  mrp: '',
  sellingPrice: '',
  image: [],
  hsn: '',
  gstRate: '',
  lowStockAt: String(DEFAULT_LOW_STOCK_AT),
  activeStatus: true,
  stock: '',
});

/** The form as a saved product fills it. */
export const formOf = (product: StaffProduct): ProductFormValues => ({
  productName: product.productName,
  productDescription: product.productDescription,
  category: product.category,
  mrp: String(product.mrp),
  sellingPrice: String(product.sellingPrice),
  image: product.images,
  hsn: product.hsn ?? '',
  gstRate: product.gstRate === null ? '' : String(product.gstRate),
  lowStockAt: String(product.lowStockAt),
  activeStatus: product.activeStatus,
  stock: product.stock === null ? '' : String(product.stock),
});

/**
 * A typed number as the contract reads it: nothing typed is missing (the contract says what to
 * enter), and what is not a number stays one the contract refuses. Rupees may be typed ₹1,299.
 */
export const typedNumber = (typed: string) => {
  const bare = typed.replace(/[₹,\s]/g, '');
  return bare === '' ? undefined : Number(bare);
};

const fieldsOf = (values: ProductFormValues) => ({
  productName: values.productName,
  productDescription: values.productDescription,
  category: values.category,
  mrp: typedNumber(values.mrp),
  sellingPrice: typedNumber(values.sellingPrice),
  image: values.image,
  hsn: values.hsn,
  gstRate: typedNumber(values.gstRate),
  lowStockAt: typedNumber(values.lowStockAt),
});

// The requests are sent once the form's check (the contract's) has let them through, so their
// numbers are numbers by then.

/** `POST …/products`: the form, with the key made when it opened; no count typed means not counted. */
export const newProductOf = (values: ProductFormValues, key: string) =>
  ({
    ...fieldsOf(values),
    activeStatus: values.activeStatus,
    stock: values.stock.trim() === '' ? null : typedNumber(values.stock),
    key,
  }) as NewProduct;

/** `PUT …/products/:id`: the form, with the version the editor started from. */
export const changeOf = (values: ProductFormValues, version: number) =>
  ({ ...fieldsOf(values), version }) as ProductChange;

/**
 * The form's check: the request it makes, checked by the contract the service checks it with, each
 * issue under its field (the pictures' under the pictures as a whole).
 */
export const productFormSchema = (contract: z.ZodType, requestOf: (values: ProductFormValues) => unknown) =>
  z.custom<ProductFormValues>().superRefine((values, context) => {
    for (const issue of contract.safeParse(requestOf(values)).error?.issues ?? [])
      context.addIssue({
        code: 'custom',
        path: issue.path[0] === 'image' ? ['image'] : issue.path,
        message: issue.message,
      });
  });

/** Whether two states of the form hold the same product (another's save changed nothing of it). */
export const sameFields = (a: ProductFormValues, b: ProductFormValues) =>
  JSON.stringify(fieldsOf(a)) === JSON.stringify(fieldsOf(b));

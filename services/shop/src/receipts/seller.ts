import { SITE } from '@aspire/config/site';
import { findState, type IndianState } from '@aspire/contracts/indian-states';
import { DEV_SELLER_GSTIN } from './gstin.ts';

/** Who sells: the name and address printed on every receipt, the GSTIN when registered, its state. */
export type Seller = {
  legalName: string;
  address: string;
  /** Null: not registered for GST (a plain receipt, no tax). */
  gstin: string | null;
  /** The GSTIN's state, or where the seller is. */
  state: IndianState;
};

/** Where the college's registered office is: Chennai. */
export const TAMIL_NADU = findState('Tamil Nadu')!;

/** The development seller: the college, registered in Tamil Nadu with a test GSTIN. */
export const DEV_SELLER: Seller = {
  legalName: SITE.name,
  address: SITE.offices[0]!.lines.join(', '),
  gstin: DEV_SELLER_GSTIN,
  state: TAMIL_NADU,
};

import { call, callFile, callText, http } from '@aspire/client/http';
import { apiKey, apiQuery } from '@aspire/client/queries';
import {
  type OrderStep,
  type RefundRequest,
  type StaffOrder,
  type StaffOrderQuery,
  staffOrderPageSchema,
  staffOrderSchema,
} from '@aspire/contracts/orders-desk';
import { useQueryClient } from '@tanstack/react-query';

/** The list's filters as the service reads them (empty ones left out; paging is the list's own). */
export type OrderSearch = Partial<Record<Exclude<keyof StaffOrderQuery, 'limit' | 'after'>, string>>;

const LIST = 'shop/staff/orders';
const orderPath = (id: string) => `${LIST}/${encodeURIComponent(id)}`;

/** A page of the orders list: the filters, and the cursor of the page (none for the first). */
export const ordersPageQuery = (search: OrderSearch, after?: string) =>
  apiQuery(LIST, staffOrderPageSchema, {
    searchParams: { ...search, ...(after ? { after } : {}) },
    private: true,
  });

/** An order's page: the order, its customer, payment and timeline. */
export const orderQuery = (id: string) => apiQuery(orderPath(id), staffOrderSchema, { private: true });

/** The orders the filters select, as CSV (through the data layer: the bearer token, refusals as ApiFailure). */
export const exportOrdersCsv = (search: OrderSearch) =>
  callText(http.get(`${LIST}.csv`, { searchParams: search }));

/** The order's receipt PDF, as its customer gets it (through the data layer: the bearer token). */
export const downloadReceipt = (id: string) => callFile(http.get(`${orderPath(id)}/receipt.pdf`));

/** Takes the order's next step (packed, shipped with its shipment, delivered); the service mails the customer. */
export const takeStep = (id: string, step: OrderStep) =>
  call(http.post(`${orderPath(id)}/steps`, { json: step }), staffOrderSchema);

/**
 * Asks the gateway to refund part or all of the order. The request's `key` names the refund the person
 * means, so sending it again (a retry, a double click) refunds once.
 */
export const refundOrder = (id: string, request: RefundRequest) =>
  call(http.post(`${orderPath(id)}/refunds`, { json: request }), staffOrderSchema);

export const addOrderNote = (id: string, note: string) =>
  call(http.post(`${orderPath(id)}/notes`, { json: { note } }), staffOrderSchema);

/** After a change: the order's new state goes into the cache and every list page is read again. */
export function useOrderSaved() {
  const client = useQueryClient();
  return (order: StaffOrder) => {
    client.setQueryData(orderQuery(order._id).queryKey, order);
    void client.invalidateQueries({ queryKey: apiKey(LIST) });
  };
}

/** Reads the order again (another member of staff changed it first). */
export function useOrderRefresh() {
  const client = useQueryClient();
  return (id: string) => client.invalidateQueries({ queryKey: orderQuery(id).queryKey });
}

import { z } from 'zod';

/**
 * A form's check for a form that holds its fields as typed: the request it makes, checked by the contract
 * the service checks it with, each issue under its field, in the contract's words.
 */
export const checkedAs = <Values>(contract: z.ZodType, requestOf: (values: Values) => unknown) =>
  z.custom<Values>().superRefine((values, context) => {
    for (const issue of contract.safeParse(requestOf(values)).error?.issues ?? [])
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Keeps the session store's copy of a form's summary line (what its `<FormAlert />` shows): the auth
 * state of spec section 3 carries `authError` and `registerError` for any app that reads them.
 */
export function useSummaryInStore<T extends FieldValues>(
  form: UseFormReturn<T>,
  save: (message: string | null) => void,
) {
  const message = form.formState.errors.root?.server?.message ?? null;
  useEffect(() => {
    save(message);
    return () => save(null);
  }, [message, save]);
}

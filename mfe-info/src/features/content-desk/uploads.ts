import { useCallback, useRef, useState } from 'react';
import type { BusyChange } from './kind-spec.ts';

/**
 * The controls whose file is on its way: `any` while one is (leaving asks first), `uploading(control)`
 * for the form's check as it runs (a missing file still uploading is said so), `onBusyChange` for the
 * kind's fields to tell.
 */
export function useUploads() {
  const [busy, setBusy] = useState<readonly string[]>([]);
  const busyNow = useRef(busy);
  busyNow.current = busy;
  const onBusyChange: BusyChange = useCallback(
    (control, isBusy) =>
      setBusy((controls) => {
        if (controls.includes(control) === isBusy) return controls;
        return isBusy ? [...controls, control] : controls.filter((each) => each !== control);
      }),
    [],
  );
  const uploading = useCallback((control: string) => busyNow.current.includes(control), []);
  return { any: busy.length > 0, uploading, onBusyChange };
}

import { ApiFailure } from '@aspire/client/api-failure';
import type { DownloadedFile } from '@aspire/client/http';
import { saveBlob } from '@aspire/ui/save-file.ts';
import { useState } from 'react';

/**
 * "Download receipt" of a paid order. A plain link would go without the bearer token, so `load` fetches
 * the PDF through the data layer (`callFile`) and it is saved under the name the service gives; a
 * refusal is said beside the button.
 */
export function ReceiptDownload({
  load,
  className,
}: {
  load: () => Promise<DownloadedFile>;
  className?: string;
}) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setFailure(null);
    try {
      const { blob, filename } = await load();
      saveBlob(blob, filename ?? 'receipt.pdf');
    } catch (error) {
      setFailure(error instanceof ApiFailure ? error.message : 'Please try again.');
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <button type="button" className={className} disabled={pending} onClick={() => void download()}>
        {pending ? 'Preparing the receipt…' : 'Download receipt'}
      </button>
      {failure && <p role="alert">The receipt could not be downloaded. {failure}</p>}
    </>
  );
}

import { ApiFailure } from '@aspire/client/api-failure';
import { formStyles } from '@aspire/ui/form.tsx';
import { RetryNotice } from '@aspire/ui/retry-notice.tsx';
import { saveBlob } from '@aspire/ui/save-file.ts';
import { useMutation } from '@tanstack/react-query';
import styles from './account.module.css';
import { myDataFile, readMyData, UnreadParts } from './my-data.ts';

/** Why the download failed: the parts that could not be read, or the plain failure. */
const failure = (error: unknown) =>
  error instanceof UnreadParts
    ? `${error.message}, so we made no file.`
    : `${error instanceof ApiFailure ? error.message : 'Something went wrong.'} We made no file.`;

/**
 * "Your data": every service's part read at once and saved as one file; the readable summary then
 * shown here too. A part that fails means no file at all, since it would not hold everything.
 */
export function YourData() {
  const download = useMutation({
    mutationFn: async () => {
      const file = myDataFile(await readMyData());
      saveBlob(file.blob, file.filename);
      return file;
    },
  });
  return (
    <section className={styles.section} aria-labelledby="data-title">
      <h2 id="data-title">Your data</h2>
      <p>
        Download one file with everything we hold about you: your account, applications, enquiries and
        messages, cart and orders, courses, progress and certificates.
      </p>
      <button
        type="button"
        className={formStyles.submit}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? 'Preparing your file…' : 'Download my data'}
      </button>
      {download.isError && (
        <RetryNotice onRetry={() => download.mutate()}>
          <p>{failure(download.error)}</p>
        </RetryNotice>
      )}
      <div role="status">
        {download.isSuccess && (
          <p className={formStyles.notice}>Your file {download.data.filename} is saved. In short, it says:</p>
        )}
      </div>
      {download.isSuccess && (
        <ul className={styles.summary}>
          {download.data.summary.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

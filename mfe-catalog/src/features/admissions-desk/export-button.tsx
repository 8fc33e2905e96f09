import { ApiFailure } from '@aspire/client/http';
import { useMutation } from '@tanstack/react-query';
import { today } from '../../lib/dates.ts';
import styles from './desk.module.css';
import { exportCsv, type InboxSearch } from './desk-api.ts';

/** Saves text as a file the browser downloads. */
function download(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * "Export CSV" of the records the current filters select. A plain link would go without the bearer
 * token, so the file is fetched through the data layer and saved from memory.
 */
export function ExportButton({ search }: { search: InboxSearch | null }) {
  const exporting = useMutation({
    mutationFn: (filters: InboxSearch) => exportCsv(filters),
    onSuccess: (csv) => download(csv, `aspire-admissions-${today()}.csv`),
  });
  return (
    <>
      <button
        type="button"
        className={styles.secondary}
        disabled={!search || exporting.isPending}
        onClick={() => search && exporting.mutate(search)}
      >
        {exporting.isPending ? 'Preparing the file…' : 'Export CSV'}
      </button>
      {exporting.isError && (
        <p className={styles.failed} role="alert">
          The export failed.{' '}
          {exporting.error instanceof ApiFailure ? exporting.error.message : 'Please try again.'}
        </p>
      )}
    </>
  );
}

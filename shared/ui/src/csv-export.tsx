import { ApiFailure } from '@aspire/client/api-failure';
import { useMutation } from '@tanstack/react-query';
import styles from './desk.module.css';
import { saveBlob } from './save-file.ts';

/** Saves text as a file the browser downloads. */
export const downloadText = (text: string, filename: string, type = 'text/csv;charset=utf-8') =>
  saveBlob(new Blob([text], { type }), filename);

/**
 * "Export CSV" of what a staff list's filters select. A plain link would go without the bearer token,
 * so `load` fetches the file through the data layer (`callText`) and it is saved from memory; a refusal
 * is said beside the button.
 */
export function ExportButton({
  load,
  filename,
  disabled = false,
  label = 'Export CSV',
}: {
  load: () => Promise<string>;
  /** The file's name, asked when it is saved. */
  filename: () => string;
  disabled?: boolean;
  /** What the button says, when a desk names the file better ("Download report (CSV)"). */
  label?: string;
}) {
  const exporting = useMutation({
    mutationFn: load,
    onSuccess: (csv) => downloadText(csv, filename()),
  });
  return (
    <>
      <button
        type="button"
        className={styles.secondary}
        disabled={disabled || exporting.isPending}
        onClick={() => exporting.mutate()}
      >
        {exporting.isPending ? 'Preparing the file…' : label}
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

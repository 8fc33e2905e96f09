import { ApiFailure } from '@aspire/client/api-failure';
import type { ImportReport } from '@aspire/contracts/learning-desk';
import { deskStyles as desk, reason } from '@aspire/ui/desk.ts';
import { Dialog } from '@aspire/ui/dialog.tsx';
import { formStyles } from '@aspire/ui/form.tsx';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { importLearners, useCoursesChanged } from './desk-api.ts';
import { readImportFile } from './import-file.ts';
import { ImportRows } from './import-rows.tsx';
import { countsText, importLabel, verdictText } from './import-texts.ts';
import styles from './learning-desk.module.css';

/** Where the import is: a file to choose, a file checked (nothing written), or a file imported. */
type Step = { kind: 'choose' } | { kind: 'checked' | 'imported'; csv: string; report: ImportReport };

/**
 * "Import learners…": a CSV of learners checked first (a dry run that says what every row would do or
 * why it is refused, writing nothing), then imported whole, or with its refused rows skipped if the
 * person chooses; then what was done. Each step takes the focus to what it shows.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title="Import learners" onClose={onClose} className={styles.importDialog}>
      <ImportSteps onClose={onClose} />
    </Dialog>
  );
}

function ImportSteps({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const changed = useCoursesChanged();
  const run = useMutation({
    mutationFn: ({ csv, skipRefused }: { csv: string; skipRefused: boolean }) =>
      importLearners(csv, false, skipRefused),
    onSuccess: (report, { csv }) => {
      setStep({ kind: 'imported', csv, report });
      if (report.written)
        changed(
          report.rows.flatMap((row) => (row.outcome === 'enrol' && row.courseId ? [row.courseId] : [])),
        );
    },
  });
  const again = () => {
    run.reset();
    setStep({ kind: 'choose' });
  };

  if (step.kind === 'choose')
    return <ChooseFile onChecked={(csv, report) => setStep({ kind: 'checked', csv, report })} />;
  const { report, csv } = step;
  const canImport = step.kind === 'checked' && report.counts.enrol > 0;
  return (
    <div className={styles.steps} key={step.kind}>
      <Summary report={report} />
      <ImportRows report={report} />
      <div className={desk.inline}>
        {canImport && (
          <button
            type="button"
            className={desk.primary}
            disabled={run.isPending}
            onClick={() => run.mutate({ csv, skipRefused: report.counts.refused > 0 })}
          >
            {run.isPending ? 'Importing…' : importLabel(report)}
          </button>
        )}
        <button type="button" className={desk.secondary} disabled={run.isPending} onClick={again}>
          {step.kind === 'imported' ? 'Import another file' : 'Choose another file'}
        </button>
        {step.kind === 'imported' && (
          <button type="button" className={desk.secondary} onClick={onClose}>
            Close
          </button>
        )}
      </div>
      <div aria-live="polite">
        {run.isPending && (
          <p className={desk.hint}>Importing: enrolling the learners and sending their invitations…</p>
        )}
      </div>
      {run.isError && (
        <p className={desk.failed} role="alert">
          Not imported: {reason(run.error)}{' '}
          {run.error instanceof ApiFailure && run.error.status === 0
            ? 'Check the file again to see what was done: nobody is ever enrolled twice.'
            : 'Nothing was written.'}
        </p>
      )}
    </div>
  );
}

/** The report's counts and what they mean, taking the focus when shown so they are read out. */
function Summary({ report }: { report: ImportReport }) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => line.current?.focus(), []);
  return (
    <div>
      <p ref={line} tabIndex={-1} className={styles.summary}>
        {countsText(report)}
      </p>
      <p className={report.dryRun && report.counts.refused > 0 ? desk.failed : undefined}>
        {verdictText(report)}
      </p>
    </div>
  );
}

/** The file to import, checked by the service as a dry run (nothing is written). */
function ChooseFile({ onChecked }: { onChecked: (csv: string, report: ImportReport) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };
  const check = useMutation({
    mutationFn: async (file: File | undefined) => {
      const read = await readImportFile(file);
      if ('error' in read) throw new ApiFailure(400, read.error, { csv: read.error });
      return { csv: read.csv, report: await importLearners(read.csv, true) };
    },
    onMutate: () => setError(null),
    onSuccess: ({ csv, report }) => onChecked(csv, report),
    onError: (failure) =>
      refuse(failure instanceof ApiFailure && failure.errors.csv ? failure.errors.csv : reason(failure)),
  });
  // After the dialog has opened (it would otherwise take the focus to its first control, Close).
  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus());
    return () => clearTimeout(timer);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check.isPending) check.mutate(input.current?.files?.[0]);
  };
  return (
    <form className={styles.steps} onSubmit={submit} noValidate>
      <div className={formStyles.field}>
        <label htmlFor="import-file">CSV file</label>
        <input
          ref={input}
          id="import-file"
          type="file"
          accept=".csv,text/csv"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'import-file-hint import-file-error' : 'import-file-hint'}
          onChange={() => setError(null)}
        />
        <p id="import-file-hint" className={formStyles.hint}>
          A header row <code>email,name,course</code>, then one learner a line; <code>course</code> is the
          catalogue course id (/course/7 is 7). Checking the file writes nothing: you see what each row would
          do first.
        </p>
        {error && (
          <p id="import-file-error" className={formStyles.fieldError}>
            {error}
          </p>
        )}
      </div>
      <div className={desk.inline}>
        <button type="submit" className={desk.primary} disabled={check.isPending}>
          {check.isPending ? 'Checking…' : 'Check the file'}
        </button>
      </div>
      <div aria-live="polite">{check.isPending && <p className={desk.hint}>Checking the file…</p>}</div>
    </form>
  );
}

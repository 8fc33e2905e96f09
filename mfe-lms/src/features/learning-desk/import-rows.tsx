import type { ImportReport } from '@aspire/contracts/learning-desk';
import { DeskTable } from '@aspire/ui/desk.ts';
import { outcomeText } from './import-texts.ts';
import styles from './learning-desk.module.css';

/** A checked or imported file's rows, in the file's order: what each will do, or did. */
export function ImportRows({ report }: { report: ImportReport }) {
  const done = !report.dryRun && report.written;
  return (
    <DeskTable
      caption={done ? 'The rows of the file and what was done' : 'The rows of the file and what each will do'}
      columns={['Line', 'E-mail', 'Name', 'Course', done ? 'What was done' : 'What will happen']}
    >
      <tbody>
        {report.rows.map((row) => (
          <tr key={row.line}>
            <td className={styles.number}>{row.line}</td>
            <td>{row.email || '—'}</td>
            <td>{row.name || '—'}</td>
            <td>
              {row.courseId === null
                ? '—'
                : row.courseTitle
                  ? `${row.courseId} · ${row.courseTitle}`
                  : row.courseId}
            </td>
            <td className={row.outcome === 'refused' ? styles.refused : undefined}>
              {outcomeText(row, report)}
            </td>
          </tr>
        ))}
      </tbody>
    </DeskTable>
  );
}

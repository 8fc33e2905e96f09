import { CATEGORY_LABELS } from '@aspire/contracts/catalog';
import { DeskTable, deskStyles as desk, SkeletonRows } from '@aspire/ui/desk.ts';
import { lastChange, stateLabel } from '@aspire/ui/editorial.ts';
import { LoadError } from '@aspire/ui/status.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styles from './course-desk.module.css';
import { courseRowsQuery } from './desk-api.ts';

const COLUMNS = ['Course', 'Category', 'State', 'Last change'];

/** Every course in the catalogue’s order, each a row whose title opens its editor. */
export function CoursesDeskList() {
  const rows = useQuery(courseRowsQuery);
  return (
    <div className={desk.desk}>
      <div className={desk.head}>
        <h1>Courses</h1>
        <Link to="/staff/courses/new" className={`${desk.primary} ${styles.linkButton}`}>
          New course
        </Link>
      </div>
      <p className={desk.hint}>
        Add a course, change a course’s texts or tab, keep them as a draft, and publish them now or at a time.
      </p>
      {rows.isError ? (
        <LoadError error={rows.error} what="the courses" onRetry={() => void rows.refetch()} />
      ) : (
        <DeskTable caption="Courses, in the catalogue’s order" columns={COLUMNS} busy={rows.isPending}>
          {rows.data ? (
            <tbody>
              {rows.data.map((row) => (
                <tr key={row.id} className={desk.row}>
                  <td>
                    <Link className={desk.rowLink} to={`/staff/courses/${row.id}`}>
                      {row.title}
                    </Link>
                  </td>
                  <td>{CATEGORY_LABELS[row.category]}</td>
                  <td>
                    {stateLabel(row.editorial)}
                    {row.editorial.state === 'published' && row.editorial.hasDraft && ', with draft changes'}
                  </td>
                  <td>{lastChange(row.editorial)}</td>
                </tr>
              ))}
            </tbody>
          ) : (
            <SkeletonRows columns={COLUMNS.length} />
          )}
        </DeskTable>
      )}
    </div>
  );
}

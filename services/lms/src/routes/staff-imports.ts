import { type ImportReport, type ImportRow, importRequestSchema } from '@aspire/contracts/learning-desk';
import { body, ok, type ServiceEnv } from '@aspire/service-kit';
import { actorOf } from '@aspire/service-kit/audit';
import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import { checkRows, readImport } from '../lib/import-csv.ts';
import type { RouteDeps } from './deps.ts';
import { enrolLearner } from './enrol-learner.ts';

export const IMPORT_NOTE = 'From a CSV import';

const countsOf = (rows: ImportRow[]) => ({
  enrol: rows.filter((row) => row.outcome === 'enrol').length,
  already: rows.filter((row) => row.outcome === 'already-enrolled').length,
  refused: rows.filter((row) => row.outcome === 'refused').length,
});

/**
 * `POST /staff/learning/imports` (role `learning`): a CSV of learners checked row by row. A dry run
 * writes nothing and says what each row would do; a real run enrols and invites each `enrol` row, once
 * however often the same file is sent, unless a row is refused and the person did not choose to skip
 * refused rows: then the file is refused whole (`written: false`).
 */
export function staffImportRoutes(deps: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.post('/staff/learning/imports', deps.learning, body(importRequestSchema), async (c) => {
    c.header('cache-control', 'private, no-store');
    const { csv, dryRun, skipRefused } = c.req.valid('json');
    const lines = readImport(csv);
    const addresses = [...new Set(lines.map(({ values }) => values.email.trim().toLowerCase()))];
    const [offerings, existing] = await Promise.all([
      deps.offerings.list(),
      deps.enrolments.ofEmails(addresses),
    ]);
    const taught = new Map(offerings.map((offering) => [offering._id, offering]));
    const states = new Map(existing.map((e) => [`${e.email} ${e.courseId}`, e.state]));
    const rows = checkRows(lines, taught, (email, courseId) => {
      const state = states.get(`${email} ${courseId}`);
      return state === undefined ? undefined : state === 'withdrawn' ? 'withdrawn' : 'enrolled';
    });
    const checked = countsOf(rows);
    if (dryRun || (checked.refused > 0 && !skipRefused))
      return ok(c, { dryRun, written: false, rows, counts: checked } satisfies ImportReport);

    const actor = actorOf(c.var.user);
    // One at a time: the embedded database writes one at a time anyway, and slower when raced.
    for (const row of rows) {
      const offering = row.courseId === null ? undefined : taught.get(row.courseId);
      if (row.outcome !== 'enrol' || !offering) continue;
      const { created, reinstated } = await enrolLearner(deps, actor, offering, row, IMPORT_NOTE);
      // Enrolled meanwhile (the same file sent twice at once): nothing was done for this row.
      if (!created && !reinstated) row.outcome = 'already-enrolled';
    }
    const counts = countsOf(rows);
    await deps.audit.record(actor, {
      action: 'enrolments.imported',
      subject: {
        kind: 'import',
        id: new ObjectId().toHexString(),
        label: `CSV import of ${rows.length} rows`,
      },
      note: `${counts.enrol} enrolled, ${counts.already} already enrolled, ${counts.refused} refused`,
    });
    return ok(c, { dryRun, written: true, rows, counts } satisfies ImportReport);
  });
  return api;
}

/**
 * The admissions desk at size: 50,000 records straight into the catalog's database (made by the
 * catalog's own record builder, as its forms store them), a member of staff signed in with TOTP, then
 * the inbox's filtered first page and a search under load.
 */
import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@aspire/contracts/staff';
import { MongoClient, ObjectId } from 'mongodb';
import { formDoc } from '../../services/catalog/src/repo/inbox-doc.ts';
import { addStaff, staffToken } from '../e2e/support/staff.ts';

export const INBOX_RECORDS = 50_000;

const COURSES = [
  { id: 1, slug: 'bachelor-of-islamic-studies', title: 'Bachelor of Islamic Studies' },
  { id: 2, slug: 'bsc-psychology', title: 'B.Sc. Psychology' },
  { id: 3, slug: 'bba', title: 'BBA' },
];
const NAMES = ['Ayesha', 'Fathima', 'Zainab', 'Imran', 'Yusuf', 'Mariam', 'Salma', 'Haris', 'Nusrat', 'Arif'];
const STATUSES = ['new', 'contacted', 'applied', 'offered', 'declined'] as const;
const LOCATIONS = ['Chennai', 'Bengaluru', undefined] as const;

/** Loads the records in batches of 1,000, spread over the last two years. */
export async function loadInbox(sitePort: number) {
  const client = new MongoClient(`mongodb://127.0.0.1:${sitePort + 24018}/`);
  try {
    const inbox = client.db('aspire_catalog').collection('inbox');
    const now = Date.now();
    for (let start = 0; start < INBOX_RECORDS; start += 1_000) {
      const batch = Array.from({ length: 1_000 }, (_, offset) => {
        const i = start + offset;
        const course = COURSES[i % COURSES.length] ?? null;
        const online = i % 4 === 0;
        const doc = formDoc(
          new ObjectId(),
          i % 3 === 0 ? 'enquiry' : 'application',
          {
            studentName: `${NAMES[i % NAMES.length]} Bench${i}`,
            email: `bench.${i}@example.com`,
            mobileNumber: String(9_000_000_000 + i),
            gender: i % 2 ? 'Female' : 'Male',
            message: 'I would like to know about the next batch.',
            courseId: course?.id,
            location: online ? undefined : LOCATIONS[i % LOCATIONS.length],
            admissionMode: online ? 'online' : 'on-campus',
            receivedAt: new Date(now - (i * 2 * 365 * 86_400_000) / INBOX_RECORDS),
          },
          course,
          randomUUID(),
        );
        return { ...doc, status: STATUSES[i % STATUSES.length] ?? 'new' };
      });
      await inbox.insertMany(batch, { ordered: false });
    }
  } finally {
    await client.close();
  }
}

/** A member of staff (of the admissions desk unless `roles` says), signed in: the bearer header for the load. */
export async function staffHeaders(sitePort: number, base: string, roles: StaffRole[] = ['admissions']) {
  const email = `bench.${roles.join('.')}.${Date.now()}@aspirecollege.in`;
  addStaff(email, roles, 'Bench Officer', { sitePort });
  return { authorization: `Bearer ${await staffToken(email, { base })}` };
}

/**
 * What an officer feels after saving: a record's follow-up date changed, then the list read at once
 * (no page kept from before the change can answer it), one at a time, `rounds` times.
 */
export async function listAfterChange(service: string, headers: Record<string, string>, rounds = 20) {
  const list = `${service}/api/catalog/staff/inbox?kind=application&status=new&campus=online`;
  const first = (await (await fetch(list, { headers })).json()) as { data: { rows: { id: string }[] } };
  const id = first.data.rows[0]?.id;
  if (!id) throw new Error('The inbox bench found no record to change');
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const saved = await fetch(`${service}/api/catalog/staff/inbox/${id}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ followUpOn: `2027-01-${String(10 + round).padStart(2, '0')}` }),
    });
    if (!saved.ok) throw new Error(`The inbox bench's change was refused: ${saved.status}`);
    const start = performance.now();
    const read = await fetch(list, { headers });
    await read.arrayBuffer();
    if (!read.ok) throw new Error(`The inbox bench's list failed: ${read.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: Math.round(times[Math.floor(rounds / 2)]!), max: Math.round(times.at(-1)!) };
}

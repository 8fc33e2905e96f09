/**
 * The admissions desk at size: 50,000 records straight into the catalog's database (made by the
 * catalog's own record builder, as its forms store them), a member of staff signed in with TOTP, then
 * the inbox's filtered first page and a search under load.
 */
import { randomUUID } from 'node:crypto';
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

/** A member of staff of the admissions desk, signed in: the bearer header for the load. */
export async function admissionsHeaders(sitePort: number, base: string) {
  const email = `bench.admissions.${Date.now()}@aspirecollege.in`;
  addStaff(email, ['admissions'], 'Bench Officer', { sitePort });
  return { authorization: `Bearer ${await staffToken(email, { base })}` };
}

import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from 'mongodb';
import { expect } from 'vitest';
import type { testApp } from '../test-app.ts';

type Call = Awaited<ReturnType<typeof testApp>>['call'];

/** Someone of their own: a name, address and mobile number no other test uses. */
export function person(first = 'Zubaida') {
  const run = randomUUID().slice(0, 8);
  return {
    name: `${first} Khanum${run}`,
    email: `${first.toLowerCase()}.${run}@example.com`,
    mobile: `98${String(randomInt(10_000_000, 99_999_999))}`,
  };
}
export type Person = ReturnType<typeof person>;

/** Sends the form as this person; answers the record's id. */
export async function send(
  call: Call,
  who: Person,
  form: 'admissions' | 'enquiries' | 'contact',
  extra: Record<string, unknown> = {},
) {
  const body =
    form === 'contact'
      ? {
          firstName: who.name.split(' ')[0],
          lastName: who.name.split(' ')[1],
          email: who.email,
          phoneNumber: who.mobile,
          subject: 'Hostel for my sister',
          message: `Please call me on ${who.mobile}.`,
        }
      : {
          studentName: who.name,
          email: who.email,
          mobileNumber: who.mobile,
          gender: 'Female',
          message: `I am ${who.name} and I would like to join.`,
          courseId: 2,
          idempotencyKey: randomUUID(),
          source: { utmCampaign: 'autumn', referrer: `https://mail.example.com/?to=${who.email}` },
          ...extra,
        };
  const answer = await call('POST', form, { body });
  expect(answer.status, answer.text).toBe(201);
  return (answer.data as { id: string }).id;
}

/** The collections whose documents contain any of these texts (case-insensitive). */
export async function holding(db: Db, texts: string[]) {
  const found: string[] = [];
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
    const docs = JSON.stringify(await db.collection(name).find().toArray()).toLowerCase();
    if (texts.some((text) => docs.includes(text.toLowerCase()))) found.push(name);
  }
  return found;
}

/** The start-up move of the three old form collections into the inbox: nothing lost, resumable. */
import { randomUUID } from 'node:crypto';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { ObjectId } from 'mongodb';
import { expect, it } from 'vitest';
import { inboxRepo } from './inbox.ts';
import type { InboxDoc } from './inbox-doc.ts';

const database = await testDatabase();
const { db } = database;
const courses = async () => [{ id: 2, slug: 'bsc-psychology', title: 'B.Sc. Psychology' }];
const inbox = db.collection<InboxDoc>('inbox');

// Documents exactly as the earlier versions stored them.
const admission = {
  _id: new ObjectId(),
  studentName: 'Ayesha Siddiqa',
  email: 'Ayesha@Example.com',
  mobileNumber: '+91 9876543210',
  gender: 'Female',
  message: 'Evening classes?',
  courseId: 2,
  location: 'Chennai',
  admissionMode: 'on-campus',
  idempotencyKey: randomUUID(),
  fingerprint: 'f'.repeat(64),
  receivedAt: new Date('2025-11-02T09:00:00Z'),
};
const enquiries = Array.from({ length: 300 }, (_, index) => ({
  _id: new ObjectId(),
  studentName: `Enquirer ${index}`,
  email: `enquirer${index}@example.com`,
  mobileNumber: '9123456780',
  gender: 'Male',
  message: 'Which course?',
  location: 'Bangalore',
  idempotencyKey: randomUUID(),
  fingerprint: 'e'.repeat(64),
  receivedAt: new Date(Date.UTC(2025, 10, 3, 0, index)),
}));
const contact = {
  _id: new ObjectId(),
  firstName: 'Farhan',
  lastName: 'Ahmed',
  email: 'ayesha@example.com',
  phoneNumber: '9876543210',
  subject: 'Hostel',
  message: 'Is there a hostel?',
  receivedAt: new Date('2025-11-04T09:00:00Z'),
};

it('moves every old document into the inbox under its own id, resuming a move cut short', async () => {
  await db.collection('admissions').insertOne(admission);
  await db.collection('enquiries').insertMany(enquiries);
  await db.collection('contact_messages').insertOne(contact);
  // An earlier start copied one enquiry, a member of staff changed it, then the process stopped.
  const first = enquiries[0]!;
  await inbox.insertOne({ _id: first._id, kind: 'enquiry', status: 'contacted' } as InboxDoc);

  await inboxRepo(db, { courses }).init();

  expect(await inbox.countDocuments()).toBe(1 + enquiries.length + 1);
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map(({ name }) => name);
  for (const old of ['admissions', 'enquiries', 'contact_messages']) expect(names).not.toContain(old);

  expect(await inbox.findOne({ _id: admission._id })).toMatchObject({
    kind: 'application',
    status: 'new',
    name: 'Ayesha Siddiqa',
    nameLower: 'ayesha siddiqa',
    familyNameLower: 'siddiqa',
    emailLower: 'ayesha@example.com',
    phone: '+919876543210',
    courseSlug: 'bsc-psychology',
    courseTitle: 'B.Sc. Psychology',
    campus: 'chennai',
    receivedAt: admission.receivedAt,
    formKey: `application:${admission.idempotencyKey}`,
    holder: 'none',
    // The contact message came from the same address (and phone).
    duplicateCount: 1,
  });
  expect(await inbox.findOne({ _id: enquiries[5]!._id })).toMatchObject({
    kind: 'enquiry',
    campus: 'bengaluru',
    phone: '+919123456780',
    courseSlug: null,
    // Every enquiry but itself and the one copied early (whose copy the staff member had, without a phone).
    duplicateCount: enquiries.length - 2,
  });
  expect(await inbox.findOne({ _id: contact._id })).toMatchObject({
    kind: 'contact',
    name: 'Farhan Ahmed',
    subject: 'Hostel',
    duplicateCount: 1,
  });
  // The copy already there was left as the staff member had it.
  expect(await inbox.findOne({ _id: first._id })).toMatchObject({ status: 'contacted' });

  // Starting again finds nothing left to move.
  await inboxRepo(db, { courses }).init();
  expect(await inbox.countDocuments()).toBe(1 + enquiries.length + 1);
});

it('keeps an old collection until every one of its documents is in the inbox', async () => {
  const late = { ...contact, _id: new ObjectId(), subject: 'Written during the move' };
  await db.collection('contact_messages').insertOne(late);
  await inboxRepo(db, { courses }).init();
  expect(await inbox.findOne({ _id: late._id })).toMatchObject({ subject: 'Written during the move' });
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map(({ name }) => name);
  expect(names).not.toContain('contact_messages');
});

import { randomUUID } from 'node:crypto';
import type { InboxRecord } from '@aspire/contracts/admissions';
import { STAFF_ROLE_REQUIRED } from '@aspire/contracts/staff';
import type { OutboxDoc } from '@aspire/service-kit/mail/outbox';
import { type ReceivedMail, receivedMail } from '@aspire/service-kit/testing/mail';
import { describe, expect, it } from 'vitest';
import { OFFER_SUBJECT } from '../mail/offer-mails.ts';
import { testApp } from '../test-app.ts';
import { AWAITING_GUARDIAN, ENROL_THROUGH_ACTION, FEE_REQUIRED } from './staff-inbox.ts';

const { database, staffToken, sign, call } = await testApp();
const officer = await staffToken(['admissions']);
const admin = await staffToken(['admin'], 'staff-admin');
const shopStaff = await staffToken(['shop']);
const learner = await sign({ id: 'learner-1', emailVerified: true });
const MARIAM = { id: 'staff-admissions', name: 'Mariam Rahman', email: 'staff-admissions@example.com' };

const apply = async (extra: Record<string, unknown> = {}) => {
  const email = `ayesha.${randomUUID().slice(0, 8)}@example.com`;
  const { data, status } = await call('POST', 'admissions', {
    body: {
      studentName: 'Ayesha Siddiqa',
      email,
      mobileNumber: '9876543210',
      gender: 'Female',
      message: 'I would like to join.',
      courseId: 2,
      location: 'Chennai',
      idempotencyKey: randomUUID(),
      source: { utmSource: 'instagram', utmCampaign: 'autumn' },
      ...extra,
    },
  });
  expect(status).toBe(201);
  return { id: (data as { id: string }).id, email };
};
const record = async (id: string) =>
  (await call('GET', `staff/inbox/${id}`, { token: officer })).data as InboxRecord;

const { id } = await apply();

describe('every staff route', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', 'staff/inbox'],
    ['GET', 'staff/inbox.csv'],
    ['GET', `staff/inbox/${id}`],
    ['PATCH', `staff/inbox/${id}`, { followUpOn: '2026-04-01' }],
    ['POST', `staff/inbox/${id}/notes`, { note: 'Called, no answer.' }],
    ['POST', `staff/inbox/${id}/enrol`],
  ];
  it.each(routes)(
    '%s %s refuses the anonymous (401), a learner and other staff (403)',
    async (method, path, body) => {
      expect((await call(method, path, { body })).status).toBe(401);
      for (const token of [learner, shopStaff]) {
        const refused = await call(method, path, { token, body });
        expect(refused.status).toBe(403);
        expect(refused.json?.message).toBe(STAFF_ROLE_REQUIRED);
      }
    },
  );

  it('answers the admissions desk and an admin', async () => {
    for (const token of [officer, admin]) {
      expect((await call('GET', 'staff/inbox', { token })).status).toBe(200);
      expect((await call('GET', `staff/inbox/${id}`, { token })).status).toBe(200);
    }
  });

  it('keeps the audit log for admins only', async () => {
    expect((await call('GET', 'staff/audit')).status).toBe(401);
    expect((await call('GET', 'staff/audit', { token: officer })).status).toBe(403);
    expect((await call('GET', 'staff/audit', { token: admin })).status).toBe(200);
  });
});

describe('the list and the record', () => {
  it('lists rows newest first with paging, and refuses bad filters', async () => {
    await apply();
    const page = await call('GET', 'staff/inbox?kind=application&limit=1', { token: officer });
    const data = page.data as { rows: { id: string }[]; next: string | null };
    expect(data.rows).toHaveLength(1);
    expect(data.next).toBeTruthy();
    const bad = await call('GET', 'staff/inbox?kind=letter', { token: officer });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json?.errors ?? {})).toContain('kind');
  });

  it('shows every field, where they came from and the mails the record caused', async () => {
    const page = await record(id);
    expect(page).toMatchObject({
      kind: 'application',
      status: 'new',
      name: 'Ayesha Siddiqa',
      phone: '+919876543210',
      courseId: 2,
      courseSlug: 'bsc-psychology',
      campus: 'chennai',
      source: { utmSource: 'instagram', utmCampaign: 'autumn' },
      minor: false,
      guardian: null,
    });
    expect(page.timeline[0]).toMatchObject({ kind: 'received', text: expect.stringContaining('instagram') });
    expect(
      page.timeline
        .filter((event) => event.kind === 'mail')
        .map((event) => event.text)
        .join('\n'),
    ).toContain('Acknowledgement e-mailed to');
    expect((await call('GET', 'staff/inbox/0123456789abcdef01234567', { token: officer })).status).toBe(404);
  });

  it('links duplicates both ways', async () => {
    const first = await apply();
    const again = await call('POST', 'enquiries', {
      body: {
        studentName: 'Ayesha S',
        email: first.email.toUpperCase(),
        mobileNumber: '9000000001',
        gender: 'Female',
        message: 'Another question',
        idempotencyKey: randomUUID(),
      },
    });
    const second = (again.data as { id: string }).id;
    expect((await record(first.id)).duplicates.map((other) => other.id)).toContain(second);
    expect((await record(second)).duplicates.map((other) => other.id)).toContain(first.id);
  });
});

describe('working a record', () => {
  it('assigns, schedules, notes, and shows each change in the timeline with who made it', async () => {
    const { id } = await apply();
    const changed = await call('PATCH', `staff/inbox/${id}`, {
      token: officer,
      body: { status: 'contacted', assignee: MARIAM, followUpOn: '2026-04-01' },
    });
    expect(changed.status).toBe(200);
    expect(changed.data).toMatchObject({ status: 'contacted', assignee: MARIAM, followUpOn: '2026-04-01' });
    await call('POST', `staff/inbox/${id}/notes`, {
      token: officer,
      body: { note: 'Wants the evening batch.' },
    });
    const page = await record(id);
    const change = page.timeline.find((event) => event.kind === 'change');
    expect(change?.text).toContain('Status: New → Contacted');
    expect(change?.text).toContain('Assignee: nobody → Mariam Rahman');
    expect(change?.actor?.id).toBe('staff-admissions');
    expect(page.timeline.find((event) => event.kind === 'note')?.text).toBe('Wants the evening batch.');
    const mine = await call('GET', `staff/inbox?assignee=${MARIAM.id}`, { token: officer });
    expect((mine.data as { rows: { id: string }[] }).rows.map((row) => row.id)).toContain(id);
    const empty = await call('POST', `staff/inbox/${id}/notes`, { token: officer, body: { note: ' ' } });
    expect(empty.status).toBe(400);
  });

  it('needs the fee for fee received, and the enrol action for enrolled', async () => {
    const { id } = await apply();
    const noFee = await call('PATCH', `staff/inbox/${id}`, {
      token: officer,
      body: { status: 'fee_received' },
    });
    expect(noFee.status).toBe(400);
    expect(noFee.json?.errors?.fee).toBe(FEE_REQUIRED);
    const enrolled = await call('PATCH', `staff/inbox/${id}`, {
      token: officer,
      body: { status: 'enrolled' },
    });
    expect(enrolled.status).toBe(409);
    expect(enrolled.json?.message).toBe(ENROL_THROUGH_ACTION);
    expect((await call('POST', `staff/inbox/${id}/enrol`, { token: officer })).status).toBe(409);
    const paid = await call('PATCH', `staff/inbox/${id}`, {
      token: officer,
      body: { status: 'fee_received', fee: { amount: 25000, mode: 'upi', reference: 'UPI-123' } },
    });
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({
      status: 'fee_received',
      fee: { amount: 25000, recordedBy: { id: 'staff-admissions' } },
    });
    const enrol = await call('POST', `staff/inbox/${id}/enrol`, { token: officer });
    expect(enrol.data).toMatchObject({ status: 'enrolled' });
    expect((enrol.data as InboxRecord).enrolledAt).toBeTruthy();
    // A retried click changes nothing more.
    expect((await call('POST', `staff/inbox/${id}/enrol`, { token: officer })).status).toBe(200);
  });

  it('mails the offer letter as a PDF once, however often it is offered', async () => {
    const { id, email } = await apply();
    await call('PATCH', `staff/inbox/${id}`, { token: officer, body: { status: 'offered' } });
    await call('PATCH', `staff/inbox/${id}`, { token: officer, body: { status: 'contacted' } });
    const again = await call('PATCH', `staff/inbox/${id}`, { token: officer, body: { status: 'offered' } });
    expect((again.data as InboxRecord).offerSentAt).toBeTruthy();
    const outbox = database.db.collection<OutboxDoc>('mail_outbox');
    expect(await outbox.countDocuments({ _id: `offer:${id}` })).toBe(1);
    // Mailpit's message also lists its attachments.
    const mail: ReceivedMail & { Attachments?: { ContentType: string; FileName: string }[] } =
      await receivedMail(email, OFFER_SUBJECT);
    expect(mail.Text).toContain('Assalamu alaikum Ayesha,');
    expect(mail.Attachments?.[0]).toMatchObject({
      ContentType: 'application/pdf',
      FileName: expect.stringMatching(/^offer-letter-ASP-\w{8}\.pdf$/),
    });
  });

  it('holds an under-18 applicant at the door until the guardian consents', async () => {
    const { id } = await apply({
      minor: true,
      guardian: { name: 'Rukhsana Begum', email: 'rukhsana@example.com', phone: '9123456780' },
    });
    const page = await record(id);
    expect(page).toMatchObject({ minor: true, awaitingGuardian: true, guardian: { consentedAt: null } });
    const offered = await call('PATCH', `staff/inbox/${id}`, { token: officer, body: { status: 'offered' } });
    expect(offered.status).toBe(409);
    expect(offered.json?.message).toBe(AWAITING_GUARDIAN);
    expect(
      (await call('PATCH', `staff/inbox/${id}`, { token: officer, body: { status: 'contacted' } })).status,
    ).toBe(200);
  });
});

describe('the CSV export', () => {
  it('streams the current filter with a header row, ISO dates and E.164 phones', async () => {
    const response = await call('GET', 'staff/inbox.csv?kind=application', { token: officer });
    expect(response.status).toBe(200);
    expect(response.response.headers.get('content-type')).toContain('text/csv');
    expect(response.response.headers.get('content-disposition')).toMatch(
      /filename="admissions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, first] = response.text.split('\n');
    expect(header).toContain('Reference,Kind,Status,Received,Name,Email,Phone');
    expect(first).toMatch(/,Application,\w[^,]*,\d{4}-\d{2}-\d{2}T[\d:.]+Z,/);
    expect(first).toContain('+919876543210');
    expect(response.text).not.toContain(',Enquiry,');
  });
});

describe('several instances of the service', () => {
  it('show a record sent or changed through one in the other’s list within a quarter of a second', async () => {
    // The other instance has a connection of its own, as another process would.
    const other = await testApp({
      database: { ...database, db: database.client.db(database.db.databaseName) },
    });
    const otherOfficer = await other.staffToken(['admissions']);
    const ids = async (status: string) => {
      const { data } = await other.call('GET', `staff/inbox?status=${status}&limit=100`, {
        token: otherOfficer,
      });
      return (data as { rows: { id: string }[] }).rows.map((row) => row.id);
    };
    /** How long until the other instance's list of `status` satisfies `seen` (polling every 10 ms). */
    const timeUntil = async (status: string, seen: (rows: string[]) => boolean) => {
      const start = Date.now();
      while (!seen(await ids(status))) {
        if (Date.now() - start > 5_000) throw new Error(`the ${status} list did not change within 5 s`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return Date.now() - start;
    };
    const contactedBefore = await ids('contacted');
    await ids('new');

    const { id: sent } = await apply();
    expect(await timeUntil('new', (rows) => rows.includes(sent))).toBeLessThan(400);
    expect(await ids('contacted')).toEqual(contactedBefore);

    await call('PATCH', `staff/inbox/${sent}`, { token: officer, body: { status: 'contacted' } });
    expect(await timeUntil('contacted', (rows) => rows[0] === sent)).toBeLessThan(400);
    expect(await ids('contacted')).toEqual([sent, ...contactedBefore]);
    expect(await ids('new')).not.toContain(sent);
  });
});

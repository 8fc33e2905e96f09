import { randomUUID } from 'node:crypto';
import type { InboxPage, InboxRecord } from '@aspire/contracts/admissions';
import { ERASED } from '@aspire/contracts/privacy';
import { receivedMail } from '@aspire/service-kit/testing/mail';
import { describe, expect, it } from 'vitest';
import { CONSENT_SUBJECT } from '../mail/guardian-mails.ts';
import { RECORD_ERASED } from '../routes/staff-inbox.ts';
import { testApp } from '../test-app.ts';
import { ERASURE_ACTOR } from './erasure.ts';
import { holding, person, send } from './test-people.ts';

const { app, database, call, staffToken } = await testApp();
const officer = await staffToken(['admissions']);
const record = async (id: string) =>
  (await call('GET', `staff/inbox/${id}`, { token: officer })).data as InboxRecord;
const order = (email: string) => ({
  id: randomUUID(),
  userId: 'u-1',
  email,
  requestedAt: new Date().toISOString(),
});

describe("erasing a person's inbox records", () => {
  it('leaves nothing of them in any collection, keeps the counts, and leaves another person alone', async () => {
    const zubaida = person('Zubaida');
    const parent = person('Rukhsana');
    const other = person('Farhana');
    const application = await send(call, zubaida, 'admissions', {
      minor: true,
      guardian: { name: parent.name, email: parent.email, phone: parent.mobile },
    });
    const enquiry = await send(call, zubaida, 'enquiries');
    // Another case of the address: the same person.
    const contact = await send(call, { ...zubaida, email: zubaida.email.toUpperCase() }, 'contact');
    const kept = await send(call, other, 'enquiries');
    await call('POST', `staff/inbox/${enquiry}/notes`, {
      token: officer,
      body: { note: `Spoke to ${zubaida.name} on ${zubaida.mobile}.` },
    });
    await call('PATCH', `staff/inbox/${application}`, { token: officer, body: { status: 'contacted' } });
    await receivedMail(parent.email, CONSENT_SUBJECT);
    const traces = [zubaida.email, zubaida.name, zubaida.mobile, parent.email, parent.name, parent.mobile];
    expect(await holding(database.db, traces)).toEqual(
      expect.arrayContaining(['inbox', 'audit_log', 'mail_outbox']),
    );

    const erasure = order(zubaida.email.toUpperCase());
    expect(await app.erasures.erasePerson(erasure)).toBe(3);
    expect(await holding(database.db, traces)).toEqual([]);

    const erased = await record(application);
    expect(erased).toMatchObject({
      name: ERASED,
      email: '',
      phone: '',
      message: '',
      gender: null,
      kind: 'application',
      status: 'contacted',
      courseTitle: 'B.Sc. Psychology',
      source: { utmCampaign: 'autumn' },
      guardian: { name: ERASED, email: '', phone: '', consentedAt: null },
      erased: { at: expect.any(String), reason: 'request' },
      duplicates: [],
    });
    expect(erased.timeline.at(-1)?.text).toBe("Erased at the person's request");
    expect((await record(contact)).subject).toBe('');
    const noted = await record(enquiry);
    expect(noted.timeline.find((event) => event.kind === 'note')?.text).toBe('');
    expect(await record(kept)).toMatchObject({ name: other.name, email: other.email, erased: null });

    // Nobody to write to or call: every change is refused, nothing changes.
    for (const [method, path, body] of [
      ['PATCH', `staff/inbox/${application}`, { status: 'offered' }],
      ['POST', `staff/inbox/${application}/notes`, { note: 'Call back' }],
      ['POST', `staff/inbox/${application}/enrol`, undefined],
    ] as const) {
      const refused = await call(method, path, { token: officer, body });
      expect(refused.status).toBe(409);
      expect(refused.json?.message).toBe(RECORD_ERASED);
    }
    // Still counted, no longer found by what they were.
    const list = (await call('GET', 'staff/inbox?kind=application', { token: officer })).data as InboxPage;
    expect(list.rows.find((row) => row.id === application)?.erased?.reason).toBe('request');
    const search = (
      await call('GET', `staff/inbox?q=${encodeURIComponent(zubaida.email)}`, { token: officer })
    ).data as InboxPage;
    expect(search.rows).toEqual([]);
  });

  it('changes nothing more when run twice, and audits the order once, by its id', async () => {
    const zainab = person('Zainab');
    const id = await send(call, zainab, 'enquiries');
    const erasure = order(zainab.email);
    await app.erasures.erasePerson(erasure);
    expect((await record(id)).erased).not.toBeNull();
    const before = await database.db.collection('inbox').find().sort({ _id: 1 }).toArray();
    expect(await app.erasures.erasePerson(erasure)).toBe(0);
    expect(await database.db.collection('inbox').find().sort({ _id: 1 }).toArray()).toEqual(before);
    const audited = await app.audit.forSubject('erasure', erasure.id);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ action: 'sender.erased', actor: ERASURE_ACTOR });
    expect(JSON.stringify(audited)).not.toContain(zainab.email);
  });

  it('keeps the e-mails of a parent who is also the guardian on a record that stays', async () => {
    const parent = person('Rukhsana');
    const child = person('Maryam');
    await send(call, parent, 'enquiries');
    await send(call, child, 'admissions', {
      minor: true,
      guardian: { name: parent.name, email: parent.email, phone: parent.mobile },
    });
    await receivedMail(parent.email, CONSENT_SUBJECT);
    await app.erasures.erasePerson(order(parent.email));
    const outbox = await database.db.collection('mail_outbox').find({ to: parent.email }).toArray();
    expect(outbox.length).toBeGreaterThan(0);
  });
});

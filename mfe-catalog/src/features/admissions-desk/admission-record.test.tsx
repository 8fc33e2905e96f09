// @vitest-environment happy-dom
import type { InboxRecord } from '@aspire/contracts/admissions';
import {
  button,
  byLabel,
  deskHarness,
  ok,
  refused,
  settle,
  setValue,
  until,
} from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdmissionRecord } from './admission-record.tsx';
import { DIRECTORY, record } from './test-support.tsx';

const desk = deskHarness();
const text = () => desk.dom.container.textContent ?? '';

function Page() {
  return <AdmissionRecord id={useParams().id ?? ''} />;
}

/** The record page with the services answering: the record, the directory, and `more` handlers first. */
async function open(shown: InboxRecord, more: Parameters<typeof desk.serve>[0] = []) {
  desk.serve([
    ...more,
    ['GET', /^catalog\/staff\/inbox\/r1$/, () => ok(shown)],
    ['GET', /^identity\/staff\/directory$/, () => ok(DIRECTORY)],
  ]);
  await desk.render('/staff/admissions/r1', '/staff/admissions/:id', <Page />);
  await until(() => desk.dom.container.querySelector('h1') !== null);
}
const bodies = async (method: string, path: RegExp) =>
  Promise.all(
    desk.fetchMock.mock.calls
      .map(([input]) => input as Request)
      .filter((r) => r.method === method && path.test(new URL(r.url).pathname))
      .map((r) => r.clone().json()),
  );

describe('an admissions record', () => {
  it('shows every field, the number as dialled from anywhere, where they came from, and the timeline', async () => {
    await open(
      record({
        duplicates: [
          {
            id: 'r9',
            kind: 'enquiry',
            status: 'contacted',
            receivedAt: '2025-12-01T10:00:00Z',
            name: 'Ayesha S',
          },
        ],
      }),
    );
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('Ayesha Siddiqa');
    expect(text()).toContain('+44 7911 123456');
    expect(text()).toContain('autumn-intake');
    // The landing page is shown without its query, so the campaign is named once.
    expect(text()).toContain('/course/2');
    expect(text().match(/autumn-intake/g)).toHaveLength(1);
    expect(desk.dom.container.querySelector('a[href="/staff/admissions/r9"]')?.textContent).toContain(
      'Ayesha S',
    );
    const timeline = desk.dom.container.querySelector('ol[aria-labelledby="timeline-heading"]');
    expect(timeline?.textContent).toContain('Application received');
  });

  it('says when an enquiry will be erased, and which privacy notice the sender agreed to', async () => {
    await open(record({ kind: 'enquiry', retention: { eraseOn: '2028-03-14', months: 24 } }));
    expect(text()).toContain('Will be erased on 14 March 2028 (24 months after it arrived)');
    expect(text()).toContain('Version 2026-11, agreed by sending the form');
  });

  it('shows an erased record by why, with nothing to write to or call and no work to do', async () => {
    await open(
      record({
        name: 'Erased',
        email: '',
        phone: '',
        message: '',
        minor: true,
        guardian: { name: 'Erased', email: '', phone: '', consentedAt: '2026-01-13T10:00:00Z' },
        notice: null,
        erased: { at: '2026-02-01T10:00:00Z', reason: 'request' },
      }),
    );
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe("Erased at the person's request");
    expect(desk.dom.container.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
    expect(text()).not.toContain('Work this record');
    expect(desk.dom.container.querySelectorAll('button')).toHaveLength(0);
    // The guardian's consent stays a fact; the sender's notice was not recorded then.
    expect(text()).toContain('Confirmed');
    expect(text()).toContain('Not recorded (sent before the site kept it)');
  });

  it('asks for the fee when Fee received is chosen, and sends it with the status', async () => {
    await open(record({ status: 'offered' }), [
      [
        'PATCH',
        /^catalog\/staff\/inbox\/r1$/,
        () =>
          refused(400, 'Invalid request body', {
            'fee.reference': 'Enter the receipt or transaction reference',
          }),
      ],
    ]);
    expect(desk.dom.container.querySelector('[name="fee.amount"]')).toBeNull();
    await act(async () => setValue(byLabel<HTMLSelectElement>(desk.dom.container, 'Status'), 'fee_received'));
    expect(desk.fetchMock.mock.calls.some(([r]) => (r as Request).method === 'PATCH')).toBe(false);
    await act(async () => {
      setValue(byLabel(desk.dom.container, 'Amount received (₹)'), '25000');
      setValue(byLabel<HTMLSelectElement>(desk.dom.container, 'Paid by'), 'upi');
    });
    await act(async () => button(desk.dom.container, 'Save fee received').click());
    await until(() => text().includes('Enter the receipt or transaction reference'));
    expect(await bodies('PATCH', /inbox\/r1$/)).toEqual([
      { status: 'fee_received', fee: { amount: 25000, mode: 'upi', reference: '' } },
    ]);
    // What was typed stays for the second try.
    expect(byLabel(desk.dom.container, 'Amount received (₹)').value).toBe('25000');
  });

  it('keeps a note that could not be saved, says so, and clears it once saved', async () => {
    const noted = record({
      timeline: [
        ...record().timeline,
        { at: '2026-01-13T10:00:00Z', kind: 'note', text: 'Called her back.', actor: DIRECTORY[0]! },
      ],
    });
    let fail = true;
    await open(record(), [
      [
        'POST',
        /^catalog\/staff\/inbox\/r1\/notes$/,
        () => (fail ? refused(503, 'The desk is unavailable just now.') : ok(noted)),
      ],
    ]);
    const note = byLabel<HTMLTextAreaElement>(desk.dom.container, 'Note');
    await act(async () => setValue(note, 'Called her back.'));
    await act(async () => button(desk.dom.container, 'Add note').click());
    await until(() => text().includes('Not saved'));
    expect(text()).toContain('Not saved: The desk is unavailable just now. Your note is kept above');
    expect(note.value).toBe('Called her back.');
    fail = false;
    await act(async () => button(desk.dom.container, 'Add note').click());
    await until(() => text().includes('Saved.'));
    expect(note.value).toBe('');
    // The timeline follows from the data cache, whose observers are told on the next tick.
    const timeline = () => desk.dom.container.querySelector('ol')?.textContent ?? '';
    await until(() => timeline().includes('Called her back.'));
    expect(timeline()).toContain('Called her back.');
  });

  it('assigns the record to the person signed in', async () => {
    const mine = record({
      assignee: { id: 'u-mariam', name: 'Mariam Rahman', email: 'mariam@aspirecollege.in' },
    });
    await open(record(), [['PATCH', /^catalog\/staff\/inbox\/r1$/, () => ok(mine)]]);
    await until(() => !button(desk.dom.container, 'Assign to me').disabled);
    await act(async () => button(desk.dom.container, 'Assign to me').click());
    await until(() => text().includes('Saved.'));
    expect(await bodies('PATCH', /inbox\/r1$/)).toEqual([
      { assignee: { id: 'u-mariam', name: 'Mariam Rahman', email: 'mariam@aspirecollege.in' } },
    ]);
    expect(byLabel<HTMLSelectElement>(desk.dom.container, 'Assignee').value).toBe('u-mariam');
  });

  it('enrols in the applied-for catalogue course (by its id) through the learner area, then the desk; a failed second step says retrying is safe', async () => {
    let deskFails = true;
    await open(record({ status: 'offered' }), [
      [
        'POST',
        /^lms\/staff\/enrolments$/,
        () =>
          ok(
            {
              id: 'e1',
              email: 'ayesha@example.com',
              courseId: 2,
              slug: 'bsc-psychology',
              state: 'invited',
              enrolledAt: '2026-01-14T00:00:00Z',
              created: true,
            },
            201,
          ),
      ],
      [
        'POST',
        /^catalog\/staff\/inbox\/r1\/enrol$/,
        () =>
          deskFails ? refused(503, 'The desk is unavailable just now.') : ok(record({ status: 'enrolled' })),
      ],
    ]);
    await act(async () => button(desk.dom.container, 'Enrol').click());
    await until(() => text().includes('could not record it'));
    expect(text()).toContain('Press Enrol again; it is safe, nobody is enrolled twice.');
    expect(desk.requests().filter((r) => r.startsWith('POST'))).toEqual([
      'POST lms/staff/enrolments',
      'POST catalog/staff/inbox/r1/enrol',
    ]);
    expect(await bodies('POST', /enrolments$/)).toEqual([
      { email: 'ayesha@example.com', name: 'Ayesha Siddiqa', courseId: 2, reference: 'r1' },
    ]);

    deskFails = false;
    await act(async () => button(desk.dom.container, 'Enrol again').click());
    await until(() => byLabel<HTMLSelectElement>(desk.dom.container, 'Status').value === 'enrolled');
    expect(desk.requests().filter((r) => r.startsWith('POST'))).toHaveLength(4);
    // Enrolled: nothing left to enrol.
    expect(
      [...desk.dom.container.querySelectorAll('button')].some((b) => b.textContent?.startsWith('Enrol')),
    ).toBe(false);
  });

  it('does not enrol a record that names no catalogue course, and says why', async () => {
    await open(record({ status: 'offered', courseId: null, courseSlug: null, courseTitle: null }));
    const enrol = button(desk.dom.container, 'Enrol');
    expect(enrol.disabled).toBe(true);
    expect(document.getElementById(enrol.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This record names no course, so there is nothing to enrol them in.',
    );
    await settle();
  });

  it('does not enrol while the guardian has not consented, and says why', async () => {
    await open(record({ status: 'offered', awaitingGuardian: true }));
    const enrol = button(desk.dom.container, 'Enrol');
    expect(enrol.disabled).toBe(true);
    expect(document.getElementById(enrol.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Waiting for the parent or guardian to confirm their consent.',
    );
    await settle();
  });
});

/**
 * The publishing model's state in words for the staff desks that edit content (events, posts, courses),
 * and the desks' times, which are India's whatever the editor's computer says.
 */
import type { Editorial } from '@aspire/contracts/publishing';
import { formatDateTime } from './desk.ts';

/** An item's state in a word or two, for the list's badge. */
export function stateLabel(editorial: Editorial) {
  switch (editorial.state) {
    case 'draft':
      return 'Draft';
    case 'scheduled':
      return editorial.publishAt ? `Scheduled for ${inIndia(editorial.publishAt)}` : 'Scheduled';
    case 'published':
      return 'Published';
    case 'unpublished':
      return 'Unpublished';
  }
}

/** Whether the draft holds changes the public does not see yet (a new item's draft is all it has). */
export const hasUnpublishedChanges = (editorial: Editorial) =>
  editorial.hasDraft && editorial.state !== 'draft';

/** The item's state said plainly, above its publishing buttons. */
export function stateSentence(editorial: Editorial) {
  const changes = hasUnpublishedChanges(editorial) ? ' Your draft has changes not yet published.' : '';
  switch (editorial.state) {
    case 'draft':
      return 'Draft: not on the site yet. Only staff can see it.';
    case 'scheduled':
      return `Scheduled: it will be published on ${editorial.publishAt ? inIndia(editorial.publishAt) : 'the chosen time'} (India time), with the draft as it is saved then.`;
    case 'published':
      return `Published.${changes || ' The site shows it as it is here.'}`;
    case 'unpublished':
      return `Unpublished: taken off the site. Publish it to show it again.${changes}`;
  }
}

/** Who changed the item last, and when; content nobody has edited came with the site. */
export const lastChange = (editorial: Editorial) =>
  editorial.updatedAt
    ? `${editorial.updatedBy ?? 'Someone'}, ${formatDateTime(editorial.updatedAt)}`
    : 'Not changed since the site began';

const INDIA_OFFSET_MINUTES = 330;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^\d{2}:\d{2}$/;

/** The moment (ISO, UTC) a day and a time in India name, or null when they name none. */
export function indiaMoment(day: string, time: string): string | null {
  if (!DAY.test(day) || !CLOCK.test(time)) return null;
  const at = new Date(`${day}T${time}:00+05:30`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** A moment as the day and time (YYYY-MM-DD, HH:MM) India's clocks show: what the inputs hold. */
export function indiaDayAndTime(iso: string) {
  const shifted = new Date(Date.parse(iso) + INDIA_OFFSET_MINUTES * 60_000).toISOString();
  return { day: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

const inIndiaFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
/** A moment as "5 Mar 2026, 10:00 am", India's time. */
export const inIndia = (iso: string) => inIndiaFormat.format(new Date(iso));

/** A `datetime-local` value ("2026-01-12T15:40", India's time) as an ISO moment; empty or malformed gives ''. */
export const fromIndiaTime = (local: string) => {
  const [day = '', time = ''] = local.split('T');
  return indiaMoment(day, time) ?? '';
};

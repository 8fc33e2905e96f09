import type { Editorial } from '@aspire/contracts/publishing';
import { formatDateTime } from '@aspire/ui/desk.ts';
import { inIndia } from './india-time.ts';

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

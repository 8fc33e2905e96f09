import type { Editorial } from '@aspire/contracts/publishing';
import { describe, expect, it } from 'vitest';
import { hasUnpublishedChanges, lastChange, stateLabel, stateSentence } from './editorial.ts';

const editorial = (overrides: Partial<Editorial>): Editorial => ({
  state: 'published',
  publishAt: null,
  version: 4,
  hasDraft: false,
  updatedAt: '2026-03-02T06:15:00.000Z',
  updatedBy: 'Salma Begum',
  ...overrides,
});

describe("an item's state in words", () => {
  it('names each state, a schedule with its time in India', () => {
    expect(stateLabel(editorial({ state: 'draft', hasDraft: true }))).toBe('Draft');
    expect(stateLabel(editorial({ state: 'published' }))).toBe('Published');
    expect(stateLabel(editorial({ state: 'unpublished' }))).toBe('Unpublished');
    expect(stateLabel(editorial({ state: 'scheduled', publishAt: '2026-03-05T04:30:00.000Z' }))).toMatch(
      /^Scheduled for 5 Mar 2026, 10:00\sam$/,
    );
  });

  it('says plainly what the public sees, and whether the draft is ahead of it', () => {
    expect(stateSentence(editorial({}))).toBe('Published. The site shows it as it is here.');
    expect(stateSentence(editorial({ hasDraft: true }))).toBe(
      'Published. Your draft has changes not yet published.',
    );
    expect(stateSentence(editorial({ state: 'draft', hasDraft: true }))).toBe(
      'Draft: not on the site yet. Only staff can see it.',
    );
    expect(stateSentence(editorial({ state: 'unpublished' }))).toBe(
      'Unpublished: taken off the site. Publish it to show it again.',
    );
    expect(stateSentence(editorial({ state: 'scheduled', publishAt: '2026-03-05T04:30:00.000Z' }))).toMatch(
      /^Scheduled: it will be published on 5 Mar 2026, 10:00\sam \(India time\), with the draft as it is saved then\.$/,
    );
    expect(hasUnpublishedChanges(editorial({ state: 'draft', hasDraft: true }))).toBe(false);
    expect(hasUnpublishedChanges(editorial({ state: 'scheduled', hasDraft: true }))).toBe(true);
  });

  it('says who changed it last, or that nobody has', () => {
    expect(lastChange(editorial({}))).toMatch(/^Salma Begum, 2 Mar 2026, /);
    expect(lastChange(editorial({ updatedAt: null, updatedBy: null }))).toBe(
      'Not changed since the site began',
    );
  });
});

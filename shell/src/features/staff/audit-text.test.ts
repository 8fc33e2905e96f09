import { describe, expect, it } from 'vitest';
import { actionText } from './audit-text.ts';

describe('actionText', () => {
  it("reads an action's last word as a sentence", () => {
    expect(actionText('staff.roles-changed')).toBe('Roles changed');
  });

  it('names what the privacy actions touched, which the last word alone would not', () => {
    expect(actionText('account.erased')).toBe('Account erased');
    expect(actionText('account.corrected')).toBe('Account details corrected');
    expect(actionText('consent.given')).toBe('Consent given');
    expect(actionText('consent.withdrawn')).toBe('Consent withdrawn');
  });

  it("names the media library's changes", () => {
    expect(actionText('media.uploaded')).toBe('File uploaded to the media library');
    expect(actionText('media.replaced')).toBe('File replaced');
    expect(actionText('media.changed')).toBe('Name or description changed');
  });
});

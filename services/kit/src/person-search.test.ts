import { describe, expect, it } from 'vitest';
import { familyNameOf, personKeys, prefixRange, searchRanges } from './person-search.ts';

describe('a person’s search keys', () => {
  it('lower-case the name, its last word and the e-mail, and keep the phone with and without +91', () => {
    expect(personKeys('Ayesha  Siddiqa', 'Ayesha.S@Example.com', '+919840012345')).toEqual({
      nameLower: 'ayesha  siddiqa',
      familyNameLower: 'siddiqa',
      emailLower: 'ayesha.s@example.com',
      phoneDigits: '919840012345',
      phoneNational: '9840012345',
    });
    expect(familyNameOf('  Imran ')).toBe('imran');
    // A number from abroad is found by all its digits.
    expect(personKeys('Imran', 'i@example.com', '+971501234567')).toMatchObject({
      phoneDigits: '971501234567',
      phoneNational: '971501234567',
    });
  });
});

describe('the ranges of a search', () => {
  const keys = (q: string) => searchRanges(q).map((range) => Object.keys(range)[0]);

  it('read names and e-mails, the family name only for one word, nothing for nothing', () => {
    expect(searchRanges('  ')).toEqual([]);
    expect(searchRanges('Ayes')).toEqual([
      { nameLower: prefixRange('ayes') },
      { emailLower: prefixRange('ayes') },
      { familyNameLower: prefixRange('ayes') },
    ]);
    expect(keys('ayesha sidd')).toEqual(['nameLower', 'emailLower']);
  });

  it('read a phone typed with +91, a leading 0, spaces or dashes', () => {
    const ranges = (q: string) =>
      searchRanges(q).filter((range) => 'phoneDigits' in range || 'phoneNational' in range);
    expect(ranges('+91 98400-12')).toEqual([{ phoneDigits: prefixRange('919840012') }]);
    expect(ranges('098400')).toEqual([
      { phoneNational: prefixRange('98400') },
      { phoneDigits: prefixRange('098400') },
    ]);
    expect(ranges('98')).toEqual([{ phoneNational: prefixRange('98') }]);
    expect(ranges('98a')).toEqual([]);
  });

  it('is a range every value starting with the text passes, and no other', () => {
    const { $gte, $lt } = prefixRange('ayes');
    const within = (value: string) => value >= $gte && value < $lt;
    expect(['ayes', 'ayesha', 'ayes\u00e9'].every(within)).toBe(true);
    expect(['aye', 'ayet', 'bayes'].some(within)).toBe(false);
  });
});

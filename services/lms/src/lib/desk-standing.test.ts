import { describe, expect, it } from 'vitest';
import { searchTermsOf, searchWordsOf } from './desk-standing.ts';

describe("the desk search's terms", () => {
  it('takes every word but the last as whole, the longest first, and the last as a start', () => {
    expect(searchTermsOf('Ayesha Kh')).toEqual([
      { word: 'ayesha', whole: true },
      { word: 'kh', whole: false },
    ]);
    expect(searchTermsOf('al abdul rah')).toEqual([
      { word: 'abdul', whole: true },
      { word: 'al', whole: true },
      { word: 'rah', whole: false },
    ]);
  });

  it('folds case and accents as the entries are, and reads separators as breaks', () => {
    expect(searchTermsOf('ÁLV')).toEqual([{ word: 'alv', whole: false }]);
    expect(searchTermsOf("o'b")).toEqual([
      { word: 'o', whole: true },
      { word: 'b', whole: false },
    ]);
    expect(searchTermsOf('@mail.example')).toEqual([
      { word: 'mail', whole: true },
      { word: 'example', whole: false },
    ]);
    // A break after the last word makes it whole too.
    expect(searchTermsOf('khan ')).toEqual([{ word: 'khan', whole: true }]);
    expect(searchTermsOf(' -- ')).toEqual([]);
  });

  it('finds each term among the entries of what the search matches', () => {
    const entries = searchWordsOf('zoe o\u2019brien-iyer\u0001zoe.obrien@mail.example.in\u0001aa11');
    for (const q of ['Zoë O', 'o’brien-iy', 'zoe.obrien@mail.ex', 'example.in'])
      for (const { word, whole } of searchTermsOf(q))
        expect(
          entries.some((entry) => (whole ? entry === word : entry.startsWith(word))),
          `${q}: ${word}`,
        ).toBe(true);
  });
});

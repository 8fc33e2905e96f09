import { describe, expect, it } from 'vitest';
import { searchTermsOf, searchWordsOf } from './desk-standing.ts';

describe("the desk search's terms", () => {
  it('are its words, folded as the entries are, each once, in its order', () => {
    expect(searchTermsOf('Ayesha Kh')).toEqual(['ayesha', 'kh']);
    expect(searchTermsOf('al abdul rah al')).toEqual(['al', 'abdul', 'rah']);
    expect(searchTermsOf('ÁLV')).toEqual(['alv']);
    expect(searchTermsOf("o'b")).toEqual(['o', 'b']);
    expect(searchTermsOf('@mail.example')).toEqual(['mail', 'example']);
    expect(searchTermsOf('ali ali')).toEqual(['ali']);
    expect(searchTermsOf(' -- ')).toEqual([]);
  });

  it('each start an entry of whatever the search matches', () => {
    const entries = searchWordsOf('zoe o\u2019brien-iyer\u0001zoe.obrien@mail.example.in\u0001aa11');
    for (const q of ['Zoë O', 'o’brien-iy', 'zoe.obrien@mail.ex', 'example.in'])
      for (const term of searchTermsOf(q))
        expect(
          entries.some((entry) => entry.startsWith(term)),
          `${q}: ${term}`,
        ).toBe(true);
  });
});

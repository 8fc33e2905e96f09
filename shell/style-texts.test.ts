import { describe, expect, it } from 'vitest';
import { styleTexts } from './style-texts.ts';

describe("built style sheets' texts", () => {
  it('are read once each, and a failed read is tried again', async () => {
    const reads: string[] = [];
    let failing = true;
    const text = styleTexts(async (source) => {
      reads.push(source);
      if (source === 'b.css' && failing) throw new Error('unreachable');
      return `/* ${source} */`;
    });
    expect(await text('a.css')).toBe('/* a.css */');
    expect(await text('a.css')).toBe('/* a.css */');
    await expect(text('b.css')).rejects.toThrow('unreachable');
    failing = false;
    expect(await text('b.css')).toBe('/* b.css */');
    expect(reads).toEqual(['a.css', 'b.css', 'b.css']);
  });

  it('keep at most as many as the limit, dropping the oldest', async () => {
    const reads: string[] = [];
    const text = styleTexts(async (source) => {
      reads.push(source);
      return source;
    }, 2);
    for (const source of ['a', 'b', 'c', 'b', 'a']) await text(source);
    expect(reads).toEqual(['a', 'b', 'c', 'a']);
  });
});

import { describe, expect, it } from 'vitest';
import { slugOf } from './slug.ts';

describe('an id made from a title', () => {
  it('keeps letters and digits, joined by single hyphens', () => {
    expect(slugOf('Admissions Open Day, Bengaluru!')).toBe('admissions-open-day-bengaluru');
    expect(slugOf('  Peace Expo 2027 — Chennai  ')).toBe('peace-expo-2027-chennai');
    expect(slugOf('Café Ḥadīth circle')).toBe('cafe-hadith-circle');
  });

  it('stays within the site’s length and answers nothing for a title with no letters', () => {
    expect(slugOf('a'.repeat(100))).toHaveLength(80);
    expect(slugOf('நிகழ்வு')).toBe('');
    expect(slugOf('')).toBe('');
  });
});

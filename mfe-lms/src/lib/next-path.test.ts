import { describe, expect, it } from 'vitest';
import { safeNext } from './next-path.ts';

describe('safeNext', () => {
  it('keeps paths of this site', () => {
    expect(safeNext('/lms/bsc-psychology')).toBe('/lms/bsc-psychology');
    expect(safeNext('/course/progress?tab=completed')).toBe('/course/progress?tab=completed');
  });
  it('sends anything else to the dashboard', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/lms/login',
    ]) {
      expect(safeNext(next)).toBe('/course/progress');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { summarise } from './progress.ts';

const units = ['a-1', 'a-2', 'a-3'];

describe('progress arithmetic', () => {
  it('is not started with no unit done', () => {
    expect(summarise(units, [])).toMatchObject({ status: 'not_started', progress_rate: 0 });
  });
  it('is not completed with some units done, rounded down', () => {
    expect(summarise(units, ['a-1'])).toMatchObject({ status: 'not_completed', progress_rate: 33 });
    expect(summarise(units, ['a-1', 'a-3'])).toMatchObject({ status: 'not_completed', progress_rate: 66 });
  });
  it('is completed at 100 only when every unit is done', () => {
    expect(summarise(units, ['a-3', 'a-2', 'a-1'])).toMatchObject({
      status: 'completed',
      progress_rate: 100,
    });
    const many = Array.from({ length: 200 }, (_, i) => `u-${i}`);
    expect(summarise(many, many.slice(1))).toMatchObject({ status: 'not_completed', progress_rate: 99 });
  });
  it('ignores ids of units the course no longer has, and duplicates', () => {
    expect(summarise(units, ['a-1', 'a-1', 'gone-9'])).toMatchObject({
      status: 'not_completed',
      progress_rate: 33,
    });
    expect(summarise(units, ['gone-9'])).toMatchObject({ status: 'not_started', progress_rate: 0 });
  });
});

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The catalog's settings read as the process reads them (an invalid one stops it with its line). */
const readEnv = (extra: Record<string, string>) =>
  spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { env } from ${JSON.stringify(path.join(import.meta.dirname, 'env.ts'))}; console.log(env.INBOX_RETENTION_MONTHS)`,
    ],
    { env: { PATH: process.env.PATH, MONGODB_URI: 'mongodb://127.0.0.1:1', ...extra }, encoding: 'utf8' },
  );

describe('INBOX_RETENTION_MONTHS', () => {
  it('is 24 unless set, and takes whole months from 1 to 120', () => {
    expect(readEnv({}).stdout.trim()).toBe('24');
    for (const [value, message] of [
      ['0', 'must be at least 1 month'],
      ['121', 'must be at most 120 months'],
      ['two years', 'must be a whole number of months'],
    ] as const) {
      const refused = readEnv({ INBOX_RETENTION_MONTHS: value });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`INBOX_RETENTION_MONTHS: ${message}`);
    }
  });
});

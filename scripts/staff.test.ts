import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { testDatabase } from '../services/kit/src/testing/fixtures.ts';

const run = promisify(execFile);
const SCRIPT = path.join(import.meta.dirname, 'staff.ts');
// A database of the test run's own (dropped afterwards), which the script is pointed at.
const DB_NAME = (await testDatabase()).db.databaseName;

/** `pnpm staff …` on the test run's database: its exit code and output. */
async function staff(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, [SCRIPT, ...args], {
      env: { ...process.env, MONGODB_URI: inject('mongodbUri'), DB_NAME, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('pnpm staff', () => {
  it.each([
    [[]],
    [['add', 'someone@example.com']],
    [['add', 'someone@example.com', '--role', 'boss']],
    [['remove']],
    [['list', 'extra']],
    [['add', 'someone@example.com', '--rol', 'admin']],
  ])('answers a usage error with exit code 2: %j', async (args) => {
    const { code, stderr } = await staff(args);
    expect(code).toBe(2);
    expect(stderr).toContain('usage: pnpm staff add EMAIL --role ROLE');
  });

  it('adds a member with STAFF_PASSWORD, lists them, refuses a weak password with exit code 1', async () => {
    const added = await staff(
      ['add', 'noor@example.com', '--role', 'admin', '--role', 'admissions', '--name', 'Noor Fatima'],
      {
        STAFF_PASSWORD: 'noor-keeps-the-desk-2026',
      },
    );
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('added noor@example.com (Noor Fatima) as Administrator and Admissions');
    const listed = await staff(['list']);
    expect(listed.stdout).toContain(
      'noor@example.com  Noor Fatima  Administrator, Admissions  no authenticator yet',
    );
    const weak = await staff(['add', 'weak@example.com', '--role', 'shop'], { STAFF_PASSWORD: 'short' });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('at least 12 characters');
    expect((await staff(['remove', 'noor@example.com'])).code).toBe(1);
  });
});

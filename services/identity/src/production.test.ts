import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.join(import.meta.dirname, 'server.ts');
const SAFE = {
  NODE_ENV: 'production',
  // Nothing listens here: a refusal must come before any connection.
  MONGODB_URI: 'mongodb://127.0.0.1:9/',
  SITE_URL: 'https://aspire.example.org',
  IDENTITY_KEY_SECRET: 'kq3Vr9yX1pL8zT4mN6bW2cF7hJ0sD5gA',
  SMTP_URL: 'smtps://apikey:secret@smtp.mail.example.org:465',
  MAIL_FROM: 'Aspire College <no-reply@aspire.example.org>',
  MAIL_ENCRYPTION_KEY: 'Zp4Lq8Wv2Nx6Rb1Tc9Hs3Jf7Kd5Gm0Ya',
};

/** Starts identity's server with an environment; answers its exit code and standard error. */
function start(env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [SERVER], { env: { PATH: process.env.PATH, ...env } });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('identity in the production profile', () => {
  it.each([
    ['IDENTITY_KEY_SECRET missing', { IDENTITY_KEY_SECRET: undefined }, 'IDENTITY_KEY_SECRET is missing'],
    [
      'the development IDENTITY_KEY_SECRET',
      { IDENTITY_KEY_SECRET: 'dev-identity-key-secret-for-this-machine-only' },
      'IDENTITY_KEY_SECRET is a value that ships in the repository',
    ],
    [
      'a short IDENTITY_KEY_SECRET',
      { IDENTITY_KEY_SECRET: 'short-secret-9' },
      'IDENTITY_KEY_SECRET is shorter than 32',
    ],
    ['no SMTP relay', { SMTP_URL: undefined }, 'SMTP_URL is missing'],
    [
      'the development mail catcher',
      { SMTP_URL: 'smtp://127.0.0.1:4025' },
      'SMTP_URL points at a development mail catcher on this machine (port 4025)',
    ],
    ['no sender', { MAIL_FROM: undefined }, 'MAIL_FROM is missing'],
    [
      'the development MAIL_ENCRYPTION_KEY',
      { MAIL_ENCRYPTION_KEY: 'dev-mail-encryption-key-for-this-machine-only' },
      'MAIL_ENCRYPTION_KEY is a value that ships in the repository',
    ],
    ['demo accounts', { DEMO_ACCOUNTS: '1' }, 'DEMO_ACCOUNTS is on'],
  ])(
    'refuses to start with %s, exiting 1 with the line naming it',
    async (_, unsafe: Record<string, string | undefined>, line) => {
      const { code, stderr } = await start({ ...SAFE, ...unsafe });
      expect(code).toBe(1);
      expect(stderr).toContain(`[identity] refusing to start with NODE_ENV=production: ${line}`);
    },
  );
});

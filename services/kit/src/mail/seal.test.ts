import { describe, expect, it } from 'vitest';
import { mailSeal } from './seal.ts';

const secret = 'a-mail-encryption-key-of-32-characters!!';

describe('mail seal', () => {
  it('opens what it sealed, and the stored form holds none of it', () => {
    const seal = mailSeal(secret);
    const plain = JSON.stringify({
      subject: 'Reset your Aspire password',
      text: 'https://site/reset?token=abc',
    });
    const sealed = seal.seal(plain, 'password-reset:1');
    expect(JSON.stringify(sealed)).not.toContain('Reset');
    expect(JSON.stringify(sealed)).not.toContain('token=abc');
    expect(seal.open(sealed, 'password-reset:1')).toBe(plain);
  });

  it('does not open with another key, or for another message', () => {
    const sealed = mailSeal(secret).seal('hello', 'one');
    expect(() => mailSeal(`${secret}?`).open(sealed, 'one')).toThrow();
    expect(() => mailSeal(secret).open(sealed, 'two')).toThrow();
  });
});

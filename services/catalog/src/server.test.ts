import { describeProductionProfile } from '@aspire/service-kit/testing/production-profile';

describeProductionProfile('catalog', {
  safe: {
    SMTP_URL: 'smtps://apikey:secret@smtp.mail.example.org:465',
    MAIL_FROM: 'Aspire College <no-reply@aspire.example.org>',
    MAIL_ENCRYPTION_KEY: 'Zp4Lq8Wv2Nx6Rb1Tc9Hs3Jf7Kd5Gm0Ya',
    ADMISSIONS_EMAIL: 'admissions@aspire.example.org',
    CONTACT_EMAIL: 'contact@aspire.example.org',
  },
  unsafe: {
    // The launcher's mail catcher, the repository's key, and no office addresses.
    SMTP_URL: 'smtp://127.0.0.1:4025',
    MAIL_ENCRYPTION_KEY: 'dev-mail-encryption-key-for-this-machine-only',
    ADMISSIONS_EMAIL: undefined,
    CONTACT_EMAIL: undefined,
  },
  refused: ['SMTP_URL', 'MAIL_ENCRYPTION_KEY', 'ADMISSIONS_EMAIL', 'CONTACT_EMAIL'],
});

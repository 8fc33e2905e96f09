import { describeProductionProfile } from '@aspire/service-kit/testing/production-profile';

describeProductionProfile('lms', {
  // The lms mails the invitations of staff enrolments.
  safe: {
    SMTP_URL: 'smtps://apikey:secret@smtp.mail.example.org:465',
    MAIL_FROM: 'Aspire College <no-reply@aspire.example.org>',
    MAIL_ENCRYPTION_KEY: 'Zp4Lq8Wv2Nx6Rb1Tc9Hs3Jf7Kd5Gm0Ya',
  },
  unsafe: {
    // The launcher's mail catcher and the repository's key.
    SMTP_URL: 'smtp://127.0.0.1:4025',
    MAIL_ENCRYPTION_KEY: 'dev-mail-encryption-key-for-this-machine-only',
  },
  refused: ['SMTP_URL', 'MAIL_ENCRYPTION_KEY'],
});

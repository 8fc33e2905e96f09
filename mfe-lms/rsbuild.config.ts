import { remoteConfig } from '@aspire/build/federation';

export default remoteConfig('lms', {
  './login-page': './src/routes/login-page.tsx',
  './progress-page': './src/routes/progress-page.tsx',
  './viewer-page': './src/routes/viewer-page.tsx',
});

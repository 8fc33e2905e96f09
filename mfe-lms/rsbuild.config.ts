import { remoteConfig } from '@aspire/build/federation';

export default remoteConfig('lms', {
  './login-page': './src/routes/login-page.tsx',
});

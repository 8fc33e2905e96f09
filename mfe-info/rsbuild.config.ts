import { remoteConfig } from '@aspire/build/federation';

export default remoteConfig('info', {
  './events-page': './src/routes/events-page.tsx',
});

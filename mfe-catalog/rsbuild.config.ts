import { remoteConfig } from '@aspire/build/federation';

export default remoteConfig('catalog', {
  './courses-page': './src/routes/courses-page.tsx',
});

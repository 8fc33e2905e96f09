import { remoteConfig } from '@aspire/build/federation';

export default remoteConfig('shop', {
  './shop-page': './src/routes/shop-page.tsx',
});

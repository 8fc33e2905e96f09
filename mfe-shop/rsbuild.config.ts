import { remoteConfig } from '@aspire/build/federation';

export default remoteConfig('shop', {
  './shop-page': './src/routes/shop-page.tsx',
  './product-page': './src/routes/product-page.tsx',
  './orders-page': './src/routes/orders-page.tsx',
});

import { remoteConfig } from '@aspire/build/federation';

// Exactly the `info` modules of shell/src/app/route-table.ts: the pages and the home widgets.
export default remoteConfig('info', {
  './events-page': './src/routes/events-page.tsx',
  './blogs-page': './src/routes/blogs-page.tsx',
  './blog-page': './src/routes/blog-page.tsx',
  './community-page': './src/routes/community-page.tsx',
  './community-detail-page': './src/routes/community-detail-page.tsx',
  './scholarship-page': './src/routes/scholarship-page.tsx',
  './glance-page': './src/routes/glance-page.tsx',
  './chairman-page': './src/routes/chairman-page.tsx',
  './leadership-page': './src/routes/leadership-page.tsx',
  './faculties-page': './src/routes/faculties-page.tsx',
  './aspire-community-page': './src/routes/aspire-community-page.tsx',
  './gallery-page': './src/routes/gallery-page.tsx',
  './magazines-page': './src/routes/magazines-page.tsx',
  './alumni-page': './src/routes/alumni-page.tsx',
  './testimonials-page': './src/routes/testimonials-page.tsx',
  './w-power-page': './src/routes/w-power-page.tsx',
  './franchise-page': './src/routes/franchise-page.tsx',
  './terms-page': './src/routes/terms-page.tsx',
  './privacy-page': './src/routes/privacy-page.tsx',
  './community-widget': './src/routes/community-widget.tsx',
  './events-widget': './src/routes/events-widget.tsx',
  './testimonials-widget': './src/routes/testimonials-widget.tsx',
});

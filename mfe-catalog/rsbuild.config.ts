import { remoteConfig } from '@aspire/build/federation';

export default remoteConfig('catalog', {
  './courses-page': './src/routes/courses-page.tsx',
  './course-page': './src/routes/course-page.tsx',
  './puc-page': './src/routes/puc-page.tsx',
  './admission-page': './src/routes/admission-page.tsx',
  './enquiry-page': './src/routes/enquiry-page.tsx',
  './featured-courses': './src/routes/featured-courses.tsx',
});

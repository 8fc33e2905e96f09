import { rememberVisitSource } from '@aspire/client/visit-source';

// First of all, while the address is still the one the visitor landed on: where the visit came from
// (campaign link, another site), which the forms send with what the visitor writes.
rememberVisitSource();
// The async boundary lets Module Federation negotiate shared singletons before React loads. Named, so
// the server finds the app's own styles in it (chunk-groups.json) for a server-rendered page.
import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');

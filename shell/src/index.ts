import { rememberVisitSource } from '@aspire/client/visit-source';
import { nextTask } from './app/next-task.ts';

// First of all, while the address is still the one the visitor landed on: where the visit came from
// (campaign link, another site), which the forms send with what the visitor writes.
rememberVisitSource();
// The async boundary lets Module Federation negotiate shared singletons before React loads. Named, so
// the server finds the app's own styles in it (chunk-groups.json) for a server-rendered page. Asked for
// in the next task: the federation runtime's start (this one) and the requests for the app's chunks
// and shared libraries would otherwise be one long task.
import(/* webpackChunkName: "start-remotes" */ './remotes/start-remotes.ts');
nextTask().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx'));

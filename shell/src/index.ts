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
// The browser reads its locale data for numbers and dates on first use: 15–40 ms here, four times that
// on a phone. Read now, in a task of its own while the page waits for its code, it is not added to the
// task that evaluates the page's modules or draws its prices and dates.
setTimeout(() => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(1));

import { preloadPageScripts } from '../app/page-scripts.ts';
import { routeModules } from '../app/route-modules.ts';
import { preloadRemotes, registerRemotesFromManifest } from './remotes.ts';

// The remote modules of the page start loading as soon as the federation runtime is up, beside the
// shell's own chunks rather than after them (index.ts asks for this module first): on a server page,
// every script of the route the server listed; on any page, the federation's own preload.
preloadPageScripts();
await registerRemotesFromManifest();
preloadRemotes(routeModules(location.pathname));

import { preloadPageScripts } from '../app/page-scripts.ts';
import { routeModules } from '../app/route-modules.ts';
import { preloadRemotes, registerRemotesFromManifest } from './remotes.ts';

// The remote modules of the page start loading as soon as the federation runtime is up, beside the
// shell's own chunks rather than after them (index.ts asks for this module first): the federation's
// own preload, then, once it has found the remotes there, every script of the route the server listed.
await registerRemotesFromManifest();
if (await preloadRemotes(routeModules(location.pathname))) preloadPageScripts();

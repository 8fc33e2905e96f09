import { remotePort } from '@aspire/config/site-map';
import { serveBuild } from '@aspire/web-server/static-app';

// This remote's production build, served on its own origin so it deploys on its own.
serveBuild({ name: 'lms', root: new URL('./dist', import.meta.url).pathname, port: remotePort('lms') });

import { SERVICES } from '@aspire/config/site';
import { serveBuild } from '@aspire/web-server/static-app';
import { proxy } from 'hono/proxy';

const SERVICE_PORTS = { identity: 4001, catalog: 4002, shop: 4003, lms: 4004, info: 4005 } as const;
const REMOTE_PORTS = { catalog: 3001, shop: 3002, lms: 3003, info: 3004 } as const;

/**
 * The shell's production server: the built host, the remotes manifest it reads at run time, and
 * the reverse proxy that routes `/api/<service>/…` to each service with no rewriting.
 */
serveBuild({
  name: 'shell',
  root: new URL('./dist', import.meta.url).pathname,
  port: 3000,
  configure: (app) => {
    app.get('/remotes.json', (c) => {
      const host = new URL(c.req.url).hostname;
      const manifest = Object.fromEntries(
        Object.entries(REMOTE_PORTS).map(([name, port]) => [
          name,
          process.env[`REMOTE_${name.toUpperCase()}_URL`] ??
            `http://${host}:${process.env[`REMOTE_${name.toUpperCase()}_PORT`] ?? port}/mf-manifest.json`,
        ]),
      );
      return c.json(manifest);
    });
    for (const service of SERVICES) {
      const target =
        process.env[`SERVICE_${service.toUpperCase()}_URL`] ?? `http://127.0.0.1:${SERVICE_PORTS[service]}`;
      app.all(`/api/${service}/*`, (c) => {
        const url = new URL(c.req.url);
        return proxy(`${target}${url.pathname}${url.search}`, {
          raw: c.req.raw,
          headers: { ...c.req.header(), host: undefined, 'x-forwarded-host': url.host },
        });
      });
    }
  },
});

import type { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';

/**
 * The methods some route of `app` answers on a path (HEAD with GET), read from its routes on the
 * first call, when all are registered; middleware (`use`, `all`) counts for none.
 */
export function allowedMethods(app: Pick<Hono, 'routes'>): (path: string) => Set<string> {
  let router: TrieRouter<string[]> | undefined;
  const build = () => {
    const byPath = new Map<string, Set<string>>();
    for (const { method, path } of app.routes) {
      if (method === 'ALL' || method === 'HEAD') continue;
      const methods = byPath.get(path) ?? new Set<string>();
      methods.add(method);
      if (method === 'GET') methods.add('HEAD');
      byPath.set(path, methods);
    }
    const built = new TrieRouter<string[]>();
    for (const [path, methods] of byPath) built.add('ALL', path, [...methods]);
    return built;
  };
  return (path) => {
    router ??= build();
    return new Set(router.match('ALL', path)[0].flatMap(([methods]) => methods));
  };
}

#!/usr/bin/env bash
# Bundles the five services and builds the shell and the four remotes for production (each skipped when
# its sources are unchanged), writes brotli copies of the apps' text assets, then prerenders the public
# routes into shell/dist/prerendered (again when anything was rebuilt, so the stored pages always match
# the built apps and the services' content).
source "$(dirname "$0")/toolchain.sh"
ensure_deps
rebuilt=0
# The services and the apps, as the site map names them (`map` in the expression given).
site_map() {
  node --input-type=module --eval "const map = await import('$ROOT/shared/config/src/site-map.ts'); console.log(($1).join(' '))"
}
services="$(site_map 'map.SERVICES')"
apps="shell $(site_map "map.REMOTES.map((remote) => 'mfe-' + remote)")"
# Each service as one JavaScript bundle (services/<name>/dist/node/server.mjs), which the launcher runs.
for service in $services; do
  stamp="$ROOT/services/$service/dist/.build-stamp"
  if [ -f "$stamp" ] && [ -z "$(find "$ROOT/services/$service" "$ROOT/services/kit" "$ROOT/shared" -path '*/node_modules' -prune -o -path '*/dist' -prune -o -newer "$stamp" -type f -print -quit)" ]; then
    continue
  fi
  say "bundling service $service"
  node "$ROOT/shared/build/src/bundle-service.ts" "$ROOT/services/$service"
  touch "$stamp"
  rebuilt=1
done
for app in $apps; do
  stamp="$ROOT/$app/dist/.build-stamp"
  if [ -f "$stamp" ] && [ -z "$(find "$ROOT/$app" "$ROOT/shared" -path '*/node_modules' -prune -o -path '*/dist' -prune -o -newer "$stamp" -type f -print -quit)" ]; then
    continue
  fi
  say "building $app"
  (cd "$ROOT/$app" && NODE_OPTIONS=--no-deprecation pnpm exec rsbuild build --log-level warn >/dev/null) &&
    node "$ROOT/shared/build/src/precompress.ts" "$ROOT/$app/dist" && touch "$stamp"
  rebuilt=1
done
if [ "${PRERENDER:-1}" = "1" ] && { [ "$rebuilt" = 1 ] || [ ! -f "$ROOT/shell/dist/prerendered/routes.json" ]; }; then
  ensure_ferretdb
  ensure_mailpit
  ensure_chromium
  say "prerendering the public routes"
  node "$ROOT/shell/prerender.ts" || say "prerendering failed: pages are rendered by the app alone until the next build"
fi

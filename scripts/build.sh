#!/usr/bin/env bash
# Bundles the five services and builds the shell and the four remotes for production, for the browser
# and for the shell's server render (each skipped when its sources are unchanged), and writes brotli
# copies of the apps' text assets. No browser is needed: public pages are rendered when asked for.
source "$(dirname "$0")/toolchain.sh"
ensure_deps
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
done
for app in $apps; do
  stamp="$ROOT/$app/dist/.build-stamp"
  if [ -f "$stamp" ] && [ -z "$(find "$ROOT/$app" "$ROOT/shared" -path '*/node_modules' -prune -o -path '*/dist' -prune -o -newer "$stamp" -type f -print -quit)" ]; then
    continue
  fi
  say "building $app"
  (cd "$ROOT/$app" && NODE_OPTIONS=--no-deprecation pnpm exec rsbuild build --log-level warn >/dev/null) &&
    node "$ROOT/shared/build/src/precompress.ts" "$ROOT/$app/dist" && touch "$stamp"
done

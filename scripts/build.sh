#!/usr/bin/env bash
# Builds the shell and the four remotes for production (skipped for an app whose sources are unchanged).
source "$(dirname "$0")/toolchain.sh"
ensure_deps
for app in shell mfe-catalog mfe-shop mfe-lms mfe-info; do
  stamp="$ROOT/$app/dist/.build-stamp"
  if [ -f "$stamp" ] && [ -z "$(find "$ROOT/$app" "$ROOT/shared" -path '*/node_modules' -prune -o -path '*/dist' -prune -o -newer "$stamp" -type f -print -quit)" ]; then
    continue
  fi
  say "building $app"
  (cd "$ROOT/$app" && NODE_OPTIONS=--no-deprecation pnpm exec rsbuild build --log-level warn >/dev/null) && touch "$stamp"
done

#!/usr/bin/env bash
# The README's first command: installs what is missing, builds, starts the whole site.
source "$(dirname "$0")/toolchain.sh"
ensure_deps
ensure_ferretdb
bash "$ROOT/scripts/build.sh"
say "starting the database, five services, four remotes and the shell"
exec node "$ROOT/scripts/site.ts"

#!/usr/bin/env bash
# `pnpm test:reliability`: the long reliability and security report (several minutes; SOAK_SECONDS=300).
source "$(dirname "$0")/toolchain.sh"
ensure_deps
ensure_ferretdb
ensure_mailpit
bash "$ROOT/scripts/build.sh"
cd "$ROOT/tests" && exec node reliability/run.ts

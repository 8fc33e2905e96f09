#!/usr/bin/env bash
# `pnpm bench`: builds for production, starts the site as the start command does (own port and data)
# and prints every figure of the performance targets with pass/fail.
source "$(dirname "$0")/toolchain.sh"
ensure_deps
ensure_ferretdb
ensure_mailpit
ensure_chromium
bash "$ROOT/scripts/build.sh"
cd "$ROOT/tests" && exec node bench/bench.ts

#!/usr/bin/env bash
# `pnpm bench:scale`: builds what changed, then loads the site with a real college's data (1,000 accounts,
# then 100,000; SCALE=small or SCALE=full for one) on the embedded database and prints each hot path's
# figures with their targets (tests/bench/scale/run.ts). The whole run takes about 15 minutes here.
source "$(dirname "$0")/toolchain.sh"
# The bench always runs its own embedded database (it loads fixed data and drops it after).
unset MONGODB_URI
ensure_deps
ensure_ferretdb
ensure_mailpit
bash "$ROOT/scripts/build.sh"
# The bench's own young generation is large: with Node's default, collecting the answers it reads (the
# product list at 270 MB a second) stopped all 50 connections for 20-40 ms at a time, and that pause,
# not the services, was the list's p99 (30.9 ms; 10.3 ms with it).
cd "$ROOT/tests" && exec node --max-semi-space-size=32 bench/scale/run.ts

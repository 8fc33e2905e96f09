#!/usr/bin/env bash
# `pnpm bench:scale`: builds what changed, then loads the site with a real college's data (1,000 accounts,
# then 100,000; SCALE=small or SCALE=full for one) on the embedded database and prints each hot path's
# figures with their targets (tests/bench/scale/run.ts). The whole run takes about 25 minutes here.
source "$(dirname "$0")/toolchain.sh"
# The bench always runs its own embedded database (it loads fixed data and drops it after).
unset MONGODB_URI
ensure_deps
ensure_ferretdb
ensure_mailpit
bash "$ROOT/scripts/build.sh"
cd "$ROOT/tests" && exec node bench/scale/run.ts

#!/usr/bin/env bash
# Type checks every package (each has its own tsconfig.json extending tsconfig.base.json).
source "$(dirname "$0")/toolchain.sh"
cd "$ROOT"
failed=0
for config in */tsconfig.json services/*/tsconfig.json shared/*/tsconfig.json; do
  pnpm exec tsc -p "$config" --noEmit || { say "type errors in ${config%/tsconfig.json}"; failed=1; }
done
exit $failed

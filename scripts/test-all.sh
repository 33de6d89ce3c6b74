#!/usr/bin/env bash
# Every check CI runs: lint, build, types, unit tests, browser tests. Ends with one summary line.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/setup-chromium.sh
rm -rf test-results && mkdir -p test-results
status=0
step() {
  echo "::: $*"
  local started=$SECONDS
  "$@" || status=1
  echo "::: $(($SECONDS - started)) s: $*"
}
step pnpm exec biome ci .
step pnpm exec turbo run build typecheck --output-logs=errors-only --continue=dependencies-successful
step node scripts/publint-packages.mjs
step node scripts/check-node-import.mjs
step node scripts/check-declarations.mjs
# The two app checks spend much of their time in npm installs: they run side by side, each
# into its own log, printed once both have ended.
logged() {
  local log=$1
  shift
  local started=$SECONDS
  local rc=0
  "$@" >"$log" 2>&1 || rc=$?
  echo "::: $(($SECONDS - started)) s: $*" >>"$log"
  return $rc
}
# They run beside the unit tests too (much of their time goes to npm installs, not to the CPU);
# the unit tests that look at processes count only their own.
echo "::: the Next.js app and the migration apps, beside the unit tests"
logged test-results/next-app.log node scripts/test-next-app.mjs &
next_app=$!
logged test-results/migration.log node scripts/test-migration-apps.mjs --chromium="${CHROMIUM_PATH:-/usr/bin/chromium}" &
migration=$!
# Its output is kept too: the closing summary names the unhandled errors it prints.
unit_tests() {
  pnpm exec vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json \
    2>&1 | tee test-results/unit.log
}
step unit_tests
wait $next_app || status=1
cat test-results/next-app.log
wait $migration || status=1
cat test-results/migration.log
step pnpm --filter @kit/demo e2e
node scripts/summarize-tests.mjs test-results/unit.json test-results/e2e.json --log test-results/unit.log ||
  status=1
exit $status

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
for package in core react adapter-evm adapter-wagmi adapter-bitcoin adapter-solana blockchain-api siwx devnet; do
  step pnpm exec publint --strict "packages/$package"
done
step node scripts/check-node-import.mjs
step node scripts/test-next-app.mjs
step node scripts/test-migration-apps.mjs --chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
step pnpm exec vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json
step pnpm --filter @kit/demo e2e
node scripts/summarize-tests.mjs test-results/unit.json test-results/e2e.json || status=1
exit $status

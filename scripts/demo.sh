#!/usr/bin/env bash
# Starts the demo with its whole local stack: four anvil chains, the API and catalogue server, the
# WalletConnect relay, the demo mobile wallet page and the dev injected wallet.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# The demo mobile wallet is served from its production build.
pnpm exec turbo run build --filter=@kit/devnet --output-logs=errors-only
echo "Kit demo: http://127.0.0.1:5173 (demo mobile wallet: http://127.0.0.1:8792)"
exec pnpm --filter @kit/demo start

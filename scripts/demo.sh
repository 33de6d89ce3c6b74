#!/usr/bin/env bash
# Starts the demo with its whole local stack (four anvil chains, analytics sink, dev wallet).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "Kit demo: http://127.0.0.1:5173"
exec pnpm --filter @kit/demo start

#!/usr/bin/env bash
# Starts the demo with its whole local stack: four anvil chains, the API and catalogue server, the
# WalletConnect relay, the demo mobile wallet page and the dev injected wallet.
#   --free-ports   every port of the stack is picked by the OS
#   --port <n>     the demo's own port (5173 by default)
#   --no-setup     skip the install and the build (they have run already)
# kit-devnet replaces this shell (and no pnpm sits in between), so a signal to `npm run demo` or
# to any process below it stops the whole stack.
set -euo pipefail
cd "$(dirname "$0")/.."
port=5173
free_ports=()
setup=1
while [ $# -gt 0 ]; do
  case "$1" in
    --free-ports) free_ports=(--free-ports) ;;
    --port) port="$2"; shift ;;
    --no-setup) setup=0 ;;
    *) echo "demo.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
if [ "$setup" = 1 ]; then
  bash scripts/setup.sh
  # The demo mobile wallet is served from its production build.
  pnpm exec turbo run build --filter=@kit/devnet --filter=@kit/siwx --output-logs=errors-only
  echo "Kit demo: http://127.0.0.1:$port (demo mobile wallet: http://127.0.0.1:8792)"
fi
cd apps/demo
# The local API verifies sign-in sessions (`?siwx=`) with the demo's check, for this page's origin.
export KIT_DEMO_ORIGINS="http://127.0.0.1:$port,http://localhost:$port"
exec node_modules/.bin/kit-devnet run "${free_ports[@]}" --sign-in demoSignIn.mjs -- \
  node_modules/.bin/vite --host 127.0.0.1 --port "$port" --strictPort

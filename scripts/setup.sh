#!/usr/bin/env bash
# Installs what the repo needs on a fresh machine with only Node 20 and npm: pnpm, then the
# workspace's packages from the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."
pnpm_version=10.34.9
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$pnpm_version" ]; then
  npm install --global "pnpm@$pnpm_version" --no-fund --no-audit
fi
pnpm install --frozen-lockfile --prefer-offline

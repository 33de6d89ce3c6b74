#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (test tools cannot download their own browser here).
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
as_root=""
if [ "$(id -u)" != "0" ]; then as_root="sudo"; fi
$as_root apt-get update -qq
DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq chromium >/dev/null
chromium --version

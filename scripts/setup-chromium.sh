#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (test tools cannot download their own browser here), with
# fonts for every script the modal speaks (CJK, Devanagari, Thai, Arabic, Hebrew), so screenshots
# in those languages show text instead of empty boxes.
set -euo pipefail
packages=()
command -v chromium >/dev/null 2>&1 || packages+=(chromium)
dpkg -s fonts-wqy-microhei >/dev/null 2>&1 || packages+=(fonts-wqy-microhei)
dpkg -s fonts-noto-core >/dev/null 2>&1 || packages+=(fonts-noto-core)
if [ ${#packages[@]} -gt 0 ]; then
  as_root=""
  if [ "$(id -u)" != "0" ]; then as_root="sudo"; fi
  $as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq "${packages[@]}" >/dev/null
fi
chromium --version

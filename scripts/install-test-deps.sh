#!/usr/bin/env bash
# Installs what the browser tests need and npm cannot: Debian's Chromium (never a downloaded browser).
set -euo pipefail
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update
  $SUDO apt-get install -y --no-install-recommends chromium
fi

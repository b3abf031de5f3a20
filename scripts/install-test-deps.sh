#!/usr/bin/env bash
# Installs what the browser tests need and npm cannot: Debian's Chromium (never a downloaded browser), and
# poppler-utils, whose pdftotext and pdfinfo read back the PDFs the tests download.
set -euo pipefail
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || ! command -v pdftotext >/dev/null || ! command -v pdfinfo >/dev/null; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update
  $SUDO apt-get install -y --no-install-recommends chromium poppler-utils
fi

#!/usr/bin/env bash
# Installs what the browser tests need and npm cannot: Debian's Chromium and its headless shell (never a downloaded
# browser; the tests drive the shell, the bench the full browser), poppler-utils,
# whose pdftotext and pdfinfo read back the PDFs the tests download, qpdf, whose JSON of a PDF's objects the PDF/UA
# checks read (tests/support/pdfUa.ts), and a Java runtime for the W3C Nu HTML checker
# (the vnu-jar package's vnu.jar; its own Java download is never run); and PostgreSQL, whose initdb and pg_ctl start
# the throw-away clusters of the data-layer tests (tests/support/postgres.ts; the system's own service is never used).
set -euo pipefail
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || [ ! -x "${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" ] || ! command -v pdftotext >/dev/null || ! command -v pdfinfo >/dev/null || ! command -v qpdf >/dev/null || ! command -v java >/dev/null || ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update
  $SUDO apt-get install -y --no-install-recommends chromium chromium-headless-shell poppler-utils qpdf default-jre-headless postgresql
fi

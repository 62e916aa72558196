#!/usr/bin/env bash
# The calendar check (`npm run test:calendar`) runs suites with the date moved through Debian's
# faketime (libfaketime); install it when missing, as ensure-chromium.sh does for the browser tests.
set -euo pipefail
if command -v faketime >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's faketime for the calendar check..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends faketime >/dev/null
command -v faketime

#!/usr/bin/env bash
# The mail spam-score test (server/src/mail/spam-score.test.ts) runs Debian's SpamAssassin with local
# rules only; install it when missing, as ensure-chromium.sh does for the browser tests. The server's
# `npm test` runs this first and goes on if it fails: that test then fails and says why.
set -euo pipefail
if command -v spamassassin >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's spamassassin for the mail spam-score test..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends spamassassin >/dev/null
spamassassin --version

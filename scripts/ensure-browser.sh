#!/usr/bin/env bash
# End-to-end tests and Lighthouse need a browser, and no test tool can download one here:
# install Debian's Chromium when it is missing (needs root, as on the project's machines).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Debian's Chromium for end-to-end tests..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version

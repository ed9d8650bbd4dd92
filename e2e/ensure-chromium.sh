#!/usr/bin/env bash
# The browser suite uses Debian's Chromium; it is installed with apt when missing. No browser is
# ever downloaded by a test tool (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium missing: installing Debian's chromium package" >&2
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null

#!/usr/bin/env bash
# Installs everything Timetray needs to build, run and test on a fresh machine:
# the system packages (Debian/Ubuntu, via apt as root or with sudo), then `npm ci`.
# CI runs this too, so the README's quick start and CI cannot drift apart.
set -euo pipefail
cd "$(dirname "$0")/.."

# Below 20.19 nothing installs: Electron's installer needs Node's own require(esm). From there
# to the supported lines (package.json engines) it installs and the suites pass, but that Node
# is past its end of life or odd-numbered: said, not refused.
if ! node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)' 2>/dev/null; then
  echo "Timetray needs Node.js 22.13 or newer (or 24+); found: $(node --version 2>/dev/null || echo none)" >&2
  exit 1
fi
if ! node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a >= 24 || (a === 22 && b >= 13) ? 0 : 1)'; then
  echo "warning: Node.js $(node --version) is past its end of life or not a supported line; Timetray supports 22.13+ and 24+ (docs/PLATFORMS.md#nodejs)" >&2
fi

packages=(
  libsecret-1-dev libsecret-tools gnome-keyring dbus          # keytar + a real Secret Service
  chromium xvfb xauth                                         # browser tests; Electron e2e under X
  python3 make g++                                            # node-gyp builds keytar
  fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji       # RTL, CJK and emoji names render
  faketime                                                    # CLI tests with the clock a year ahead
  zsh fish                                                    # the completion scripts, run in each shell
)

if command -v apt-get >/dev/null 2>&1; then
  missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    sudo=()
    [ "$(id -u)" = 0 ] || sudo=(sudo)
    echo "installing system packages: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
else
  echo "not Debian/Ubuntu: skipping system packages (macOS and Windows need none to run the app)"
fi

# keytar is built from source where no prebuilt binary can be fetched (its install script,
# which package.json's allowScripts lets run): give node-gyp the running Node's own headers,
# so it needs no download. This is node-gyp's own setting; `npm_config_nodedir` is a config
# npm 12 calls unknown.
headers=$(node scripts/native-modules.mjs headers)
[ -n "$headers" ] && export npm_package_config_node_gyp_nodedir="$headers"

npm ci --no-fund --no-audit
# npm 12 skips, with a warning only, every install script allowScripts does not name, and
# a failed optional package is skipped too: prove that what must load loads.
node scripts/native-modules.mjs check
# The message compiler (npm run i18n, and the test that the committed catalog is up to date),
# without a lock file: see tools/i18n/package.json for why.
npm install --prefix tools/i18n --no-package-lock --no-fund --no-audit

# Electron 45 fetches its binary on first use, not at install: fetch it now so `npm start`
# and the Electron end-to-end tests have it. Where the network forbids it (it fails in
# well under a second), the app cannot start and those tests print their skip line.
node node_modules/electron/install.js >/dev/null 2>&1 ||
  echo "no Electron binary could be downloaded: the Electron end-to-end tests will be skipped"

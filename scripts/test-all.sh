#!/usr/bin/env bash
# `npm test`: every check Timetray has — static checks, the build, then unit, integration
# (real TLS + real keychain), shell (the built main process on a recording double of
# Electron), browser (real Chromium) and Electron end-to-end tests.
# All suites run even when one fails, so one run shows everything; the exit code is
# non-zero if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."

# The keychain-backed suites need a Secret Service. Re-run this script inside a private
# D-Bus session with gnome-keyring (scripts/with-keyring.sh) unless we are already in one.
# The flag is set here, not by the wrapper, so the re-run cannot recurse.
if [ -z "${TIMETRAY_TEST_INSIDE_KEYRING:-}" ]; then
  export TIMETRAY_TEST_INSIDE_KEYRING=1
  exec bash scripts/with-keyring.sh bash "$0" "$@"
fi

reports="$PWD/reports"
rm -rf "$reports" && mkdir -p "$reports"
failed=()

step() {
  local name=$1
  shift
  printf '\n=== %s ===\n' "$name"
  "$@" || failed+=("$name")
}

step typecheck npm run --silent typecheck
step lint npm run --silent lint
step build npx electron-vite build
step unit npx vitest run --project unit --reporter=default --reporter=json --outputFile.json="$reports/unit.json"
step integration npx vitest run --project integration --reporter=default --reporter=json \
  --outputFile.json="$reports/integration.json"
# The built main process (out/main/index.js) on a recording double of Electron.
step shell npx vitest run --project shell --reporter=default --reporter=json --outputFile.json="$reports/shell.json"
# electron-builder on the build with a stand-in Electron (~20 s): what the package ships where.
step package npx vitest run --project package --reporter=default --reporter=json --outputFile.json="$reports/package.json"
step browser env PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/browser.json" \
  npx playwright test --config test/browser/playwright.config.ts --reporter=list,json
step e2e-electron env TIMETRAY_REPORT="$reports/e2e-electron.json" node test/e2e-electron/run.mjs

node scripts/test-summary.mjs "$reports" || failed+=(summary)

if [ ${#failed[@]} -gt 0 ]; then
  printf '\nFAILED: %s\n' "${failed[*]}"
  exit 1
fi

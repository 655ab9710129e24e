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

# Each suite gets a time limit far above its usual run (docs/TESTING.md gives those), so a
# hang (a keychain call that never answers, a stuck browser) fails that suite, names it, and
# leaves the other suites their time, instead of eating the whole CI budget silently.
step() {
  local name=$1 limit=$2
  shift 2
  printf '\n=== %s ===\n' "$name"
  local code=0
  timeout --kill-after=30 "$limit" "$@" || code=$?
  if [ "$code" -eq 124 ] || [ "$code" -eq 137 ]; then
    printf '\n=== %s: stopped after its time limit of %s s (hung?) ===\n' "$name" "$limit"
  fi
  [ "$code" -eq 0 ] || failed+=("$name")
}

# A vitest suite whose runner itself crashed — a forks worker gone before its first message,
# "write EPIPE" (vitest-dev/vitest#9014), seen on Node 26 — wrote no report and ran only part
# of its tests: it runs once more, said here. A suite that ran and failed is never re-run.
vitest_step() {
  local name=$1 report=$2
  shift 2
  step "$name" "$@"
  [ -f "$report" ] && return
  printf '\n=== %s: the test runner crashed before writing %s; running the suite once more ===\n' "$name" "$report"
  local kept=()
  for each in "${failed[@]}"; do [ "$each" = "$name" ] || kept+=("$each"); done
  failed=("${kept[@]}")
  step "$name" "$@"
}

step typecheck 300 npm run --silent typecheck
step lint 300 npm run --silent lint
step build 300 npx electron-vite build
vitest_step unit "$reports/unit.json" 600 npx vitest run --project unit --reporter=default --reporter=json --outputFile.json="$reports/unit.json"
vitest_step integration "$reports/integration.json" 900 npx vitest run --project integration --reporter=default --reporter=json \
  --outputFile.json="$reports/integration.json"
# The built main process (out/main/index.js) on a recording double of Electron.
vitest_step shell "$reports/shell.json" 600 npx vitest run --project shell --reporter=default --reporter=json --outputFile.json="$reports/shell.json"
# electron-builder on the build with a stand-in Electron (~20 s): what the package ships where.
vitest_step package "$reports/package.json" 600 npx vitest run --project package --reporter=default --reporter=json --outputFile.json="$reports/package.json"
step browser 1800 env PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/browser.json" \
  npx playwright test --config test/browser/playwright.config.ts --reporter=list,json
step e2e-electron 300 env TIMETRAY_REPORT="$reports/e2e-electron.json" node test/e2e-electron/run.mjs

node scripts/test-summary.mjs "$reports" || failed+=(summary)

if [ ${#failed[@]} -gt 0 ]; then
  printf '\nFAILED: %s\n' "${failed[*]}"
  exit 1
fi

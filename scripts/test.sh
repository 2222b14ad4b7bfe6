#!/usr/bin/env bash
# Runs every test: type check, unit + gateway + sandbox tests (vitest), then end-to-end tests (Playwright + Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_deps
ensure_chromium
ensure_redis
# The printed schema must match the areas' parts it is printed from.
node scripts/print-schema.mjs --check
# Every decision file is in the index and every D-number the code cites has a file.
node scripts/check-decisions.mjs
codegen
# The toolbox's version badge links to {repository}/commit/{sha} (ADMIN-004, decision D-87); a deployment sets its own.
export PORTAL_REPOSITORY_URL="${PORTAL_REPOSITORY_URL:-https://git.example.com/provider/agent-portal}"
build_web
mkdir -p test-results
# The type check runs beside lint (ESLint, zero warnings) and the dead-code check (knip): each uses one core.
node_modules/.bin/tsc -p . &
typecheck=$!
node_modules/.bin/eslint . --max-warnings 0
node_modules/.bin/knip --no-progress
wait "$typecheck"
status=0
(cd tests && node_modules/.bin/vitest run --config vitest.config.ts --reporter=default --reporter=json \
  --outputFile.json=../test-results/vitest.json) || status=$?
(cd tests && PLAYWRIGHT_JSON_OUTPUT_NAME=../test-results/playwright.json \
  node_modules/.bin/playwright test --config playwright.config.ts --reporter=list,json) || status=$?
node scripts/test-summary.mjs test-results/vitest.json test-results/playwright.json || status=$?
exit $status

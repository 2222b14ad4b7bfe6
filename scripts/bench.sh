#!/usr/bin/env bash
# `pnpm bench` (issue #14): the browser benchmarks need Debian's Chromium headless shell; the rest is tests/bench/bench.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_chromium
exec node_modules/.bin/tsx tests/bench/bench.ts "$@"

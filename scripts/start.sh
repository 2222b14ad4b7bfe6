#!/usr/bin/env bash
# Installs what the portal needs, builds the web client and serves it with /graphql on http://localhost:4000,
# against the embedded sandbox unless UPSTREAM_URL names a real provider API.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_deps
build_web
# glibc keeps a malloc arena per thread; two bound what compression on the pool threads leaves behind (D-130).
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
exec node_modules/.bin/tsx gateway/src/main.ts "$@"

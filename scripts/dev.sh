#!/usr/bin/env bash
# Hot reload: the gateway (and embedded sandbox) restart on change; Vite serves the web client on :5173
# and proxies /graphql to the gateway on :4000. relay-compiler needs watchman for --watch, so it runs once here:
# run `pnpm relay` again after changing a graphql tag.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_deps
relay_compile
node_modules/.bin/tsx watch --clear-screen=false gateway/src/main.ts &
trap 'kill $! 2>/dev/null' EXIT
cd web && ../node_modules/.bin/vite

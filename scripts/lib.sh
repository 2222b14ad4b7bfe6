# Shared by start.sh, test.sh and dev.sh: everything the project needs is installed from here.
PNPM=(npx -y pnpm@12.21.0)

ensure_deps() {
  "${PNPM[@]}" install --frozen-lockfile --reporter=append-only
}

# Debian's Chromium for the end-to-end tests (Playwright cannot download a browser here).
ensure_chromium() {
  if [ -x /usr/bin/chromium-headless-shell ]; then return 0; fi
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium-headless-shell for the end-to-end tests and benchmarks..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  else
    echo "The end-to-end tests need Debian's Chromium headless shell at /usr/bin/chromium-headless-shell:" \
      "run 'sudo apt-get install chromium-headless-shell'." >&2
    return 1
  fi
}

# schema.graphql is printed from the areas' parts; the resolver types are generated from it (git-ignored).
print_schema() {
  node scripts/print-schema.mjs
}

codegen() {
  node_modules/.bin/graphql-codegen --config gateway/codegen.ts --silent
}

# Debian's redis-server for the login throttle's Redis-store tests (each test file starts its own on a free port).
ensure_redis() {
  if command -v redis-server >/dev/null; then return 0; fi
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's redis-server for the gateway tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  else
    echo "The gateway tests need Debian's redis-server: run 'sudo apt-get install redis-server'." >&2
    return 1
  fi
}

relay_compile() {
  print_schema
  node_modules/.bin/relay-compiler
}

build_web() {
  # The persisted-query map is rebuilt from scratch so that it holds exactly the documents of this build;
  # relay-compiler only writes ids for artifacts it generates, so the artifacts are regenerated too.
  rm -f web/src/__generated__/*.graphql.ts
  echo '{}' > gateway/persisted-queries.json
  relay_compile
  (cd web && node_modules/.bin/vite build --logLevel warn)
  # The gateway's server renderer of the first pages (issue #27, decision D-248), built beside the client.
  (cd web && node_modules/.bin/vite build --ssr src/app/renderPage.tsx --logLevel warn)
}

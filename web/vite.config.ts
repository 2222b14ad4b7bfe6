import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, type InputType } from 'node:zlib';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The gateway serves /graphql, /version.txt and /downloads/; in dev Vite forwards them so the portal stays same-origin.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

/** The commit this build is made from, or null outside a git checkout (ADMIN-004). */
function buildCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: fromHere('.'), stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

// ADMIN-004 (decision D-87): the toolbox's version badge. PORTAL_REPOSITORY_URL is where commits are browsed
// ({url}/commit/{sha}); without it, or without git, the badge shows the version without a link.
const buildInfo = {
  version: (JSON.parse(readFileSync(fromHere('./package.json'), 'utf8')) as { version: string }).version,
  commit: buildCommit(),
  repositoryUrl: process.env.PORTAL_REPOSITORY_URL || null,
};

const brotli = promisify(brotliCompress);

/**
 * Brotli at its best quality (11) for the portal's chunks; the few files above 512 kB (GraphiQL's monaco and its
 * workers, opened by staff only) at 9, which is nearly as small and keeps the build about 15 s shorter on 2 cores.
 */
function brotliByteSize(input: InputType): Promise<Buffer> {
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.byteLength;
  return brotli(input, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: size > 512 * 1024 ? 9 : 11,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  });
}

/** The server renderer's build (decision D-248): one module for the gateway, with the libraries bundled into it. */
const serverRendererBuild = defineConfig({
  define: { __PORTAL_BUILD__: JSON.stringify(buildInfo) },
  plugins: [react(), babel({ plugins: [['relay', { artifactDirectory: fromHere('./src/__generated__'), eagerEsModules: true }]] })],
  // Bundled, so the gateway loads one file and no library's CommonJS/ESM split is in the way in Node.
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: fromHere('./src/app/renderPage.tsx'),
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /node_modules/.test(warning.message)) return;
        warn(warning);
      },
    },
  },
});

const clientBuild = defineConfig({
  base: '/',
  define: { __PORTAL_BUILD__: JSON.stringify(buildInfo) },
  // Issue #24 §2 (decision D-160): every script, style and preload tag of the built pages carries a nonce attribute,
  // and so does a <meta property="csp-nonce"> (read by lib/cspNonce.ts and Vite's preload helper); the gateway puts a
  // fresh nonce in each of them per answer (gateway/src/server/web.ts), so this value is only a placeholder.
  html: { cspNonce: 'placeholder' },
  plugins: [
    react(),
    // plugin-react 6 has no babel option: graphql tags are compiled here (see ../shared/STACK.md).
    babel({
      plugins: [['relay', { artifactDirectory: fromHere('./src/__generated__'), eagerEsModules: true }]],
    }),
    // Issue #14 (decision D-111): every hashed script and style is stored beside itself as .br and .gz, made once at
    // build time at the strongest levels (a request never compresses), and the gateway serves the one the browser
    // accepts. index.html and graphiql.html are not precompressed: they are sent as they are, never cached.
    compression({
      include: /\/assets\/.*\.(js|css|svg|json)$|^assets\/.*\.(js|css|svg|json)$/,
      algorithms: [
        defineAlgorithm('gzip', { level: 9 }),
        defineAlgorithm(brotliByteSize, {}),
      ],
      // A compressing function is not a named algorithm, so the suffix is given here (gzip keeps .gz).
      filename: (_id, { algorithm }) => (algorithm === 'gzip' ? '[path][base].gz' : '[path][base].br'),
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The portal's own chunks stay far below 500 kB; only the GraphiQL page's monaco editor (about 2.8 MB), its own
    // entry that no portal page loads, is bigger, so the limit is set just above it (a growing portal still warns
    // once it passes monaco, and portal-*.js is kept small by the lazy route chunks).
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      onwarn(warning, warn) {
        // Libraries ship "use no memo" for the React compiler; bundling drops it harmlessly (nothing here compiles them).
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /node_modules/.test(warning.message)) return;
        warn(warning);
      },
      // @portal/rules is plain data and functions: a rule module no loaded code uses is left out of the chunk that
      // would carry it (its top-level tables are calls, which the bundler otherwise keeps). Issue #14, D-112.
      // Chakra builds its own `defaultSystem` when its preset module loads, which the portal never uses (it builds
      // its own in theme/system.ts); marked pure, that second token dictionary (tens of milliseconds on every first
      // load) is left out. Issue #14.
      treeshake: {
        moduleSideEffects: (id: string) => !id.includes('/rules/src/'),
        manualPureFunctions: ['createSystem'],
      },
      input: {
        portal: fromHere('./index.html'),
        graphiql: fromHere('./graphiql.html'),
      },
      output: {
        // Issue #14: the libraries a page's first render imports statically are one file (vendor) and the portal's
        // own first-load modules another (app), instead of about 50, so a browser on HTTP/1.1 (six connections per
        // host) does not fetch the first load in queued rounds. The entry modules stay out of app: a grouped entry's
        // code would run wherever app loads. GraphiQL's entry imports its playground dynamically, so none of its
        // modules count as first-load ones and neither entry's chunk imports the other's.
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, includeDependenciesRecursively: false },
            { name: 'app', tags: ['$initial'], test: /\/(web|rules)\/src\/(?!main\.tsx$|graphiql\/)/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': gateway,
      '/version.txt': gateway,
      // ADMIN-038: the email log's CSV download (a plain gateway route).
      '/downloads': gateway,
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRendererBuild : clientBuild));

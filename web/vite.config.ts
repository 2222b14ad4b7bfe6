import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  base: '/',
  define: { __PORTAL_BUILD__: JSON.stringify(buildInfo) },
  plugins: [
    react(),
    // plugin-react 6 has no babel option: graphql tags are compiled here (see ../shared/STACK.md).
    babel({
      plugins: [['relay', { artifactDirectory: fromHere('./src/__generated__'), eagerEsModules: true }]],
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
      input: {
        portal: fromHere('./index.html'),
        graphiql: fromHere('./graphiql.html'),
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

import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The gateway serves /graphql and /version.txt; in dev Vite forwards them so the portal stays same-origin.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  base: '/',
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
    rolldownOptions: {
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
    },
  },
});

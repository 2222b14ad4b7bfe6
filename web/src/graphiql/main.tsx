// The playground is loaded by the page's only static import being this file, so the build's first-load grouping of
// the portal (vite.config.ts, issue #14) never takes in GraphiQL's own packages.
void import('./playground');

/** What the build recorded about itself (web/vite.config.ts). */
export interface BuildInfo {
  version: string;
  commit: string | null;
  repositoryUrl: string | null;
}

declare const __PORTAL_BUILD__: BuildInfo | undefined;

/** Outside a Vite build (unit tests) nothing was recorded. */
export const BUILD: BuildInfo =
  typeof __PORTAL_BUILD__ === 'undefined' ? { version: 'dev', commit: null, repositoryUrl: null } : __PORTAL_BUILD__;

/** ADMIN-004: where the build's commit can be read, or null when the build knows no commit or no repository. */
export function commitUrl(build: BuildInfo): string | null {
  if (!build.commit || !build.repositoryUrl) return null;
  return `${build.repositoryUrl.replace(/\/+$/, '')}/commit/${build.commit}`;
}

/** "0.1.0 (3f2a9c1)": the version and the short commit. */
export function versionText(build: BuildInfo): string {
  return build.commit ? `${build.version} (${build.commit.slice(0, 7)})` : build.version;
}

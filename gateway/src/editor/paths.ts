import { seg } from '../rest/path';

/** The editor's REST calls (API-048..057): they name the domain only. */
export const editorPaths = {
  config: (d: string) => `api/domain/${seg(d)}/config/`, // API-048, singular "domain"
  overrides: (d: string) => `api/domains/${seg(d)}/overrides/`, // API-049, API-050
  override0: (d: string) => `api/domains/${seg(d)}/overrides/0/`, // API-051
  tree: (d: string) => `api/domains/${seg(d)}/content/editor/`, // API-052
  content: (d: string) => `api/domains/${seg(d)}/content/`, // API-053
  logEditing: (d: string) => `api/mxeditor/${seg(d)}/log_editing/`, // API-057
};

/** API-049's repeated parameter. */
export const OVERRIDE_STATUS_QUERY = { status: ['pending', 'approved'] } as const;
export const CONFIG_QUERY = { include_pages: false } as const;

export const copyRefreshPath = (d: string) => `api/domains/${seg(d)}/copy/refresh/`; // API-054
export const articleBlacklistPath = (d: string) => `api/domains/${seg(d)}/article_blacklist/`; // API-055, API-056

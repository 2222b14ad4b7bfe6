import { z } from 'zod';
import { PRODUCT_TYPES } from '../domains';
import { articleBlacklistErrors } from '../articleBlacklist';
import { EDITOR_OVERRIDE_STATUSES } from '../editorOverrides';
import { EDITOR_NODE_TYPES, type EditorTreeNode } from '../editorTree';
import { isoDateTime, maybe, noContent, restCall } from './call';

// The domain content editor (API-048..057, decisions D-50, D-51). Every call names the domain only.

/** A text the provider may leave out or null: the section that reads it then starts empty (EditorConfig). */
const text = maybe(z.string());

/** API-048's answer (EDITOR-003). */
export const editorDomainConfig = z.object({
  core: z.object({
    agent: z.object({
      /** The owning agent: a config naming another agent is not shown under this one (D-51). */
      associate_id: z.string().min(1),
      name: text,
      about: text,
      image: text,
      social: z.object({ facebook: text, linkedin: text, twitter: text, youtube: text }),
    }),
    office: z.object({
      name: text,
      address: text,
      landmark: text,
      hours: text,
      phone: z.object({ business: text, on_microsite: z.boolean() }),
      preferred_phone: text,
      team: z.object({
        members: z.array(z.object({ name: z.string(), image: text, on_microsite: z.boolean() })),
      }),
    }),
    feeds: z.object({ reviews: z.boolean(), articles: z.boolean() }),
    qlp: z.object({ header: text, layout: text }),
    /** EDITOR-007: a save sends both back, so neither may be blank. */
    meta: z.object({ branch: z.string().min(1), version: z.string().min(1) }),
  }),
  /** null with include_pages=false, else the tree's page keys. */
  pages: maybe(z.array(z.string())),
  productType: z.enum(PRODUCT_TYPES),
});
export type DomainConfigRecord = z.output<typeof editorDomainConfig>;

/** API-050's body: the 11 keys (EDITOR-006 without description); a new override is always pending. */
export const contentOverrideBody = z.object({
  type: z.string().min(1),
  value: z.string(),
  status: z.literal('pending'),
  key: z.string().min(1),
  subkey: z.string(),
  page_key: z.string(),
  /** EDITOR-059: sent as given, spaces kept. */
  allowed_terms: z.array(z.string()),
  override_type: z.string(),
  branch: z.string().min(1),
  version: z.string().min(1),
  time: isoDateTime,
});

/** An override as API-049 and API-050 answer it: the 12 fields of EDITOR-006 and its id. */
export const contentOverride = contentOverrideBody.extend({
  id: z.number().int(),
  status: z.enum(EDITOR_OVERRIDE_STATUSES),
  description: z.string(),
});
export type ContentOverrideRecord = z.output<typeof contentOverride>;

/** API-052's node; a component may leave out its (empty) children. */
export const editorTreeNode: z.ZodType<EditorTreeNode> = z.object({
  key: z.string(),
  editor_type: z.enum(EDITOR_NODE_TYPES),
  enabled: z.boolean(),
  get children() {
    return z.array(editorTreeNode).optional();
  },
});

/**
 * API-056's body: the trimmed list, every entry a slug (decision D-67). The rule's messages, one per bad entry, land
 * on `article_blacklist` as the API documents.
 */
export const articleBlacklistBody = z.object({
  article_blacklist: z
    .array(z.string().trim())
    .superRefine((entries, ctx) => {
      for (const message of articleBlacklistErrors(entries)) ctx.addIssue({ code: 'custom', message, input: entries });
    }),
});

export const articleBlacklist = z.object({ article_blacklist: z.array(z.string()) });

const CONFIG = 'api/domain/{domainName}/config/';
const OVERRIDES = 'api/domains/{domainName}/overrides/';
const ARTICLE_BLACKLIST = 'api/domains/{domainName}/article_blacklist/';

export const editorCalls = {
  /** Query include_pages=false. Note the singular "domain". 404: a parked domain (no editor). */
  config: restCall({ api: 'API-048', method: 'GET', path: CONFIG, answer: editorDomainConfig }),
  /** Query status=pending&status=approved (repeated). Oldest first. */
  overrides: restCall({ api: 'API-049', method: 'GET', path: OVERRIDES, answer: z.array(contentOverride) }),
  saveOverride: restCall({
    api: 'API-050',
    method: 'POST',
    path: OVERRIDES,
    body: contentOverrideBody,
    answer: contentOverride,
    status: 201,
  }),
  /** The literal 0; query branch, key, subkey and page_key name the field whose overrides go. */
  deleteOverride: restCall({
    api: 'API-051',
    method: 'DELETE',
    path: `${OVERRIDES}0/`,
    answer: noContent,
    status: 204,
  }),
  tree: restCall({
    api: 'API-052',
    method: 'GET',
    path: 'api/domains/{domainName}/content/editor/',
    answer: z.array(editorTreeNode),
  }),
  /** 2xx: the site's content exists; 404: it does not. */
  content: restCall({
    api: 'API-053',
    method: 'GET',
    path: 'api/domains/{domainName}/content/',
    answer: z.object({ domain_name: z.string(), routes: z.array(z.string()) }),
  }),
  /** Query category=…. */
  refreshCopy: restCall({
    api: 'API-054',
    method: 'PUT',
    path: 'api/domains/{domainName}/copy/refresh/',
    answer: z.object({ domain_name: z.string(), category: z.string(), refreshed: z.boolean() }),
  }),
  articleBlacklist: restCall({ api: 'API-055', method: 'GET', path: ARTICLE_BLACKLIST, answer: articleBlacklist }),
  saveArticleBlacklist: restCall({
    api: 'API-056',
    method: 'PUT',
    path: ARTICLE_BLACKLIST,
    body: articleBlacklistBody,
    answer: articleBlacklist,
  }),
  logEditing: restCall({
    api: 'API-057',
    method: 'PUT',
    path: 'api/mxeditor/{domainName}/log_editing/',
    answer: z.object({ domain_name: z.string(), logged_at: isoDateTime }),
  }),
};

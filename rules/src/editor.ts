/**
 * The domain content editor (EDITOR, ROUTE-040..046): the section registry of seed 000 §2 "Editor sections", the
 * editor tree filter, the content override model, the visit log threshold and history, the save status timing.
 * Decisions D-50..D-53.
 */
import type { FieldErrors } from './domains';
import { MESSAGES } from './messages';
import { ruleError, url } from './standardRules';

// ---------------------------------------------------------------- the domain config (EDITOR-003)

/**
 * API-048's config in the gateway's camelCase shape (GraphQL DomainConfig). Every part the sections read may be
 * missing: a section then starts empty.
 */
export interface EditorConfig {
  associateId?: string | null;
  agent?: {
    name?: string | null;
    about?: string | null;
    image?: string | null;
    social?: {
      facebook?: string | null;
      linkedin?: string | null;
      twitter?: string | null;
      youtube?: string | null;
    } | null;
  } | null;
  office?: {
    name?: string | null;
    address?: string | null;
    landmark?: string | null;
    hours?: string | null;
    phone?: { business?: string | null; onMicrosite?: boolean | null } | null;
    preferredPhone?: string | null;
    team?: { members?: readonly { name: string; image?: string | null; onMicrosite?: boolean | null }[] | null } | null;
  } | null;
  feeds?: { reviews?: boolean | null; articles?: boolean | null } | null;
  qlp?: { header?: string | null; layout?: string | null } | null;
  meta?: { branch?: string | null; version?: string | null } | null;
  productType?: string | null;
}

// ---------------------------------------------------------------- the section registry (EDITOR-011..043)

export type EditorFieldKind = 'text' | 'textarea' | 'url' | 'image' | 'toggle' | 'select';

export interface EditorFieldOption {
  value: string;
  label: string;
}

/**
 * One input of a section's edit view. Its override is {key: section, subkey, page_key: page}; a section with one
 * input uses the empty subkey (decision D-50).
 */
export interface EditorField {
  subkey: string;
  label: string;
  kind: EditorFieldKind;
  options?: readonly EditorFieldOption[];
  /** SHELL-043, CONST-036: the character counter's maximum; longer text is warned about, not refused. */
  maxLength?: number;
  /** The value before any override: read from the domain config, else empty. Toggles are "true" or "false". */
  defaultValue: string;
}

interface FieldSpec {
  subkey: string;
  label: string;
  kind: EditorFieldKind;
  options?: readonly EditorFieldOption[];
  maxLength?: number;
  from?: (config: EditorConfig) => string | boolean | null | undefined;
}

export interface EditorSectionSpec {
  /** The path segment, e.g. "contact-me". */
  key: string;
  /** The spec's label where given (EDITOR-014, 031, 036, 037, 040), else decision D-50. */
  label: string;
  /** EDITOR-026, EDITOR-043: no edit component, so edit/ falls back to help/ (ROUTE-042). */
  helpOnly: boolean;
  help: string;
  fields: (config: EditorConfig) => readonly FieldSpec[];
}

const fixed =
  (...fields: FieldSpec[]) =>
  () =>
    fields;

const LAYOUTS: readonly EditorFieldOption[] = [
  { value: 'standard', label: 'Standard' },
  { value: 'wide', label: 'Wide' },
  { value: 'compact', label: 'Compact' },
];

const QLP_LAYOUTS: readonly EditorFieldOption[] = [
  { value: 'standard', label: 'Standard' },
  { value: 'compact', label: 'Compact' },
  { value: 'form-first', label: 'Form first' },
];

const PHONES: readonly EditorFieldOption[] = [
  { value: 'business', label: 'Business phone' },
  { value: 'mobile', label: 'Mobile phone' },
  { value: 'tracking', label: 'Call tracking number' },
];

/** The 32 sections of seed 000 §2, in the spec's order. */
export const EDITOR_SECTIONS: readonly EditorSectionSpec[] = [
  {
    key: 'about-me',
    label: 'About Me',
    helpOnly: false,
    help: 'Tell visitors who you are and how you help them. A few short paragraphs read best.',
    fields: fixed({ subkey: '', label: 'About me', kind: 'textarea', from: (c) => c.agent?.about }),
  },
  {
    key: 'agent-image',
    label: 'Agent Image',
    helpOnly: false,
    help: 'The photo of you shown beside your name. Use a recent, friendly head-and-shoulders picture.',
    fields: fixed({ subkey: '', label: 'Photo address', kind: 'image', from: (c) => c.agent?.image }),
  },
  {
    key: 'banner-image',
    label: 'Banner Image',
    helpOnly: false,
    help: 'The wide picture across the top of your home page.',
    fields: fixed({ subkey: '', label: 'Banner image address', kind: 'image' }),
  },
  {
    key: 'contact-me',
    label: 'Contact Us',
    helpOnly: false,
    help: 'The heading and message above your contact form.',
    fields: fixed(
      { subkey: 'heading', label: 'Heading', kind: 'text', from: () => 'Contact Us' },
      { subkey: 'message', label: 'Message', kind: 'textarea' },
    ),
  },
  {
    key: 'designations',
    label: 'Designations',
    helpOnly: false,
    help: 'Your professional designations, one per line (for example CLU or ChFC).',
    fields: fixed({ subkey: '', label: 'Designations (one per line)', kind: 'textarea' }),
  },
  {
    key: 'jobs-listing',
    label: 'Jobs Listing',
    helpOnly: false,
    help: 'An open position at your office, shown on your jobs page.',
    fields: fixed(
      { subkey: 'title', label: 'Job title', kind: 'text' },
      { subkey: 'description', label: 'Job description', kind: 'textarea' },
    ),
  },
  {
    key: 'languages',
    label: 'Languages',
    helpOnly: false,
    help: 'The languages spoken at your office, separated by commas.',
    fields: fixed({ subkey: '', label: 'Languages spoken', kind: 'text', from: () => 'English' }),
  },
  {
    key: 'maps',
    label: 'Maps',
    helpOnly: false,
    help: 'Whether a map of your office location shows on your site.',
    fields: fixed({ subkey: '', label: 'Show the office map', kind: 'toggle', from: () => true }),
  },
  {
    key: 'meta-description',
    label: 'Meta Description',
    helpOnly: false,
    help: 'The short summary search engines show under your page title. Keep it under 160 characters.',
    fields: fixed({ subkey: '', label: 'Meta description', kind: 'textarea', maxLength: 160 }),
  },
  {
    key: 'location-details',
    label: 'Location Details',
    helpOnly: false,
    help: 'Directions, parking and anything else that helps a visitor find your office.',
    fields: fixed({ subkey: '', label: 'Directions and parking', kind: 'textarea' }),
  },
  {
    key: 'mission',
    label: 'Mission',
    helpOnly: false,
    help: "Your office's mission statement.",
    fields: fixed({ subkey: '', label: 'Mission statement', kind: 'textarea' }),
  },
  {
    key: 'preferred-locations',
    label: 'Preferred Locations',
    helpOnly: false,
    help: 'The towns and neighbourhoods you serve.',
    fields: fixed({ subkey: '', label: 'Areas served', kind: 'textarea' }),
  },
  {
    key: 'agency-details',
    label: 'Agency Details',
    helpOnly: false,
    help: "Your agency's name, street address and a landmark near the office.",
    fields: fixed(
      { subkey: 'name', label: 'Name', kind: 'text', from: (c) => c.office?.name },
      { subkey: 'address', label: 'Address', kind: 'text', from: (c) => c.office?.address },
      { subkey: 'landmark', label: 'Landmark', kind: 'text', from: (c) => c.office?.landmark },
    ),
  },
  {
    key: 'office-hours',
    label: 'Office Hours',
    helpOnly: false,
    help: 'When your office is open, one line per day or range of days.',
    fields: fixed({ subkey: '', label: 'Office hours', kind: 'textarea', from: (c) => c.office?.hours }),
  },
  {
    key: 'page-title',
    label: 'Page Title',
    helpOnly: false,
    help: "The title shown in the browser tab and in search results.",
    fields: fixed({ subkey: '', label: 'Page title', kind: 'text', maxLength: 60, from: (c) => c.office?.name }),
  },
  {
    key: 'phone-details',
    label: 'Phone Details',
    helpOnly: true,
    help:
      'Your phone numbers come from your office record and cannot be changed in the editor. To change a number, ' +
      'update your office record or contact support. Which number shows is set under Phone Prefs.',
    fields: fixed(),
  },
  {
    key: 'phone-prefs',
    label: 'Phone Prefs',
    helpOnly: false,
    help: 'Which of your numbers visitors see first.',
    fields: fixed({
      subkey: '',
      label: 'Preferred phone',
      kind: 'select',
      options: PHONES,
      from: (c) => c.office?.preferredPhone ?? 'business',
    }),
  },
  {
    key: 'products',
    label: 'Products',
    helpOnly: false,
    help: 'The insurance products you want to feature, one per line.',
    fields: fixed({ subkey: '', label: 'Products offered (one per line)', kind: 'textarea' }),
  },
  {
    key: 'simple-insights',
    label: 'Simple Insights',
    helpOnly: false,
    help: 'Whether the Simple Insights articles feed shows on your site.',
    fields: fixed({
      subkey: '',
      label: 'Show Simple Insights articles',
      kind: 'toggle',
      from: (c) => c.feeds?.articles ?? true,
    }),
  },
  {
    key: 'social',
    label: 'Social',
    helpOnly: false,
    help: 'Links to your social media pages. Leave a field empty to hide that link.',
    fields: fixed(
      { subkey: 'facebook', label: 'Facebook address', kind: 'url', from: (c) => c.agent?.social?.facebook },
      { subkey: 'linkedin', label: 'LinkedIn address', kind: 'url', from: (c) => c.agent?.social?.linkedin },
      { subkey: 'twitter', label: 'X (Twitter) address', kind: 'url', from: (c) => c.agent?.social?.twitter },
      { subkey: 'youtube', label: 'YouTube address', kind: 'url', from: (c) => c.agent?.social?.youtube },
    ),
  },
  {
    key: 'team',
    label: 'Team - General',
    helpOnly: false,
    help: 'The heading and introduction of your team page.',
    fields: fixed(
      { subkey: 'heading', label: 'Team heading', kind: 'text', from: () => 'Meet Our Team' },
      { subkey: 'intro', label: 'Team introduction', kind: 'textarea' },
    ),
  },
  {
    key: 'team-members',
    label: 'Team Members',
    helpOnly: false,
    help: 'Choose which of your team members show on your site, and the photo of each. Names come from your office record.',
    // Per member: the photo's address (shown as the photo beside it, issue #9), then whether the member is shown.
    fields: (c) =>
      (c.office?.team?.members ?? []).flatMap((m, i) => [
        {
          subkey: `members.${i}.image`,
          label: `Photo address of ${m.name}`,
          kind: 'image' as const,
          from: () => m.image,
        },
        {
          subkey: `members.${i}.on_microsite`,
          label: `Show ${m.name} on the site`,
          kind: 'toggle' as const,
          from: () => m.onMicrosite ?? false,
        },
      ]),
  },
  {
    key: 'office-about-us',
    label: 'Office About Us',
    helpOnly: false,
    help: 'A few words about your office and its history.',
    fields: fixed({ subkey: '', label: 'About our office', kind: 'textarea' }),
  },
  {
    key: 'reviews',
    label: 'Reviews',
    helpOnly: false,
    help: 'Whether customer reviews show on your site.',
    fields: fixed({ subkey: '', label: 'Show reviews', kind: 'toggle', from: (c) => c.feeds?.reviews ?? true }),
  },
  {
    key: 'desktop-layout',
    label: 'Desktop Layout',
    helpOnly: false,
    help: 'How your pages are laid out on wide screens. Phones always get the mobile layout.',
    fields: fixed({ subkey: '', label: 'Layout', kind: 'select', options: LAYOUTS, from: () => 'standard' }),
  },
  {
    key: 'jobs-tab-url',
    label: "We're Hiring Tab",
    helpOnly: false,
    help: "Where the We're Hiring tab sends visitors. Leave it empty to hide the tab.",
    fields: fixed({ subkey: '', label: 'Hiring page address', kind: 'url' }),
  },
  {
    key: 'qlp-text-header',
    label: 'Welcome Banner',
    helpOnly: false,
    help: 'The welcome text at the top of your quote page.',
    fields: fixed({ subkey: '', label: 'Welcome banner text', kind: 'text', from: (c) => c.qlp?.header }),
  },
  {
    key: 'locations-image',
    label: 'Locations Image',
    helpOnly: false,
    help: 'The picture shown on your locations page.',
    fields: fixed({ subkey: '', label: 'Locations image address', kind: 'image' }),
  },
  {
    key: 'phone-toggles',
    label: 'Phone Toggles',
    helpOnly: false,
    help: 'Whether your business phone number shows on your site.',
    fields: fixed({
      subkey: '',
      label: 'Show the business phone on the site',
      kind: 'toggle',
      from: (c) => c.office?.phone?.onMicrosite ?? true,
    }),
  },
  {
    key: 'route-update-content',
    label: 'Update Content',
    helpOnly: false,
    help: 'Describe a change you would like on this page; the content team reviews it before it goes live.',
    fields: fixed({ subkey: '', label: 'Requested change', kind: 'textarea' }),
  },
  {
    key: 'social-toggles',
    label: 'Social Toggles',
    helpOnly: false,
    help: 'Whether your social media links show on your site.',
    fields: fixed({ subkey: '', label: 'Show social media links', kind: 'toggle', from: () => true }),
  },
  {
    key: 'qlp-layout',
    label: 'QLP Layout',
    helpOnly: false,
    help: 'How your quote landing page (QLP) is laid out.',
    fields: fixed({
      subkey: '',
      label: 'Quote page layout',
      kind: 'select',
      options: QLP_LAYOUTS,
      from: (c) => c.qlp?.layout ?? 'standard',
    }),
  },
];

const SECTIONS_BY_KEY = new Map(EDITOR_SECTIONS.map((s) => [s.key, s]));

export function editorSection(key: string): EditorSectionSpec | undefined {
  return SECTIONS_BY_KEY.get(key);
}

/** "office-about-us" → "Office About Us": the label of a key the registry does not know (decision D-50). */
export function editorKeyTitle(key: string): string {
  return key
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export function sectionLabel(key: string): string {
  return editorSection(key)?.label ?? editorKeyTitle(key);
}

/** EDITOR-043: a section with no edit component (or unknown) is help-only. */
export function isHelpOnly(key: string): boolean {
  const section = editorSection(key);
  return !section || section.helpOnly;
}

function asFieldValue(value: string | boolean | null | undefined): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return value ?? '';
}

/** The inputs of a section's edit view with their config defaults. */
export function sectionFields(key: string, config: EditorConfig | null | undefined): EditorField[] {
  const section = editorSection(key);
  if (!section) return [];
  const c = config ?? {};
  return section.fields(c).map(({ from, ...field }) => {
    const raw = from ? from(c) : undefined;
    return { ...field, defaultValue: field.kind === 'toggle' ? asFieldValue(raw ?? false) : asFieldValue(raw) };
  });
}

/** ROUTE-046: "{label} Editor for {domain}". */
export function editorTitle(label: string, domainName: string): string {
  return `${label} Editor for ${domainName}`;
}

/** Page keys of the editor tree as people read them: "home" → "Home". */
export function pageLabel(key: string): string {
  return editorKeyTitle(key);
}

// ---------------------------------------------------------------- the editor tree (EDITOR-001, EDITOR-002)

export const EDITOR_NODE_TYPES = ['page', 'group', 'component'] as const;
export type EditorNodeType = (typeof EDITOR_NODE_TYPES)[number];

/** API-052's node. */
export interface EditorTreeNode {
  key: string;
  editor_type: EditorNodeType;
  children?: readonly EditorTreeNode[];
  enabled?: boolean;
}

/** EDITOR-002: the tree without its disabled nodes (a disabled page or group hides everything under it). */
export function enabledTree(nodes: readonly EditorTreeNode[]): EditorTreeNode[] {
  return nodes
    .filter((n) => n.enabled !== false)
    .map((n) => (n.children ? { ...n, children: enabledTree(n.children) } : n));
}

export interface EditorTreeSection {
  key: string;
  label: string;
  /** The group node it sits in, if any. */
  group: string | null;
  helpOnly: boolean;
}

export interface EditorTreePage {
  key: string;
  label: string;
  sections: EditorTreeSection[];
}

/** The landing page's list (EDITOR-001): enabled pages with their enabled components, groups flattened. */
export function treePages(nodes: readonly EditorTreeNode[]): EditorTreePage[] {
  const pages: EditorTreePage[] = [];
  const collect = (list: readonly EditorTreeNode[], group: string | null, into: EditorTreeSection[]) => {
    for (const node of list) {
      if (node.editor_type === 'component') {
        into.push({ key: node.key, label: sectionLabel(node.key), group, helpOnly: isHelpOnly(node.key) });
      } else if (node.children) {
        collect(node.children, node.editor_type === 'group' ? node.key : group, into);
      }
    }
  };
  for (const node of enabledTree(nodes)) {
    if (node.editor_type !== 'page') continue;
    const sections: EditorTreeSection[] = [];
    collect(node.children ?? [], null, sections);
    pages.push({ key: node.key, label: pageLabel(node.key), sections });
  }
  return pages;
}

// ---------------------------------------------------------------- content overrides (EDITOR-005..009)

export const EDITOR_OVERRIDE_STATUSES = ['pending', 'approved'] as const;
export type EditorOverrideStatus = (typeof EDITOR_OVERRIDE_STATUSES)[number];

/** EDITOR-006: the 12 fields of a content override (seed 000 §3). */
export const OVERRIDE_FIELDS = [
  'type',
  'value',
  'status',
  'key',
  'subkey',
  'page_key',
  'allowed_terms',
  'description',
  'override_type',
  'branch',
  'version',
  'time',
] as const;

/** API-050: the 11 keys of a new override's body (all but description). */
export const OVERRIDE_BODY_KEYS = OVERRIDE_FIELDS.filter((f) => f !== 'description');

export interface EditorOverride {
  type: string;
  value: string;
  status: EditorOverrideStatus;
  key: string;
  subkey: string;
  page_key: string;
  allowed_terms: string[];
  description: string;
  override_type: string;
  branch: string;
  version: string;
  time: string;
}

/** API-050's body: a new override is always pending (EDITOR-008). */
export type EditorOverrideBody = Omit<EditorOverride, 'description' | 'status'> & { status: 'pending' };

/** The override type the editor writes for each kind of input. */
export function overrideTypeOf(kind: EditorFieldKind): string {
  if (kind === 'image') return 'image';
  if (kind === 'toggle') return 'boolean';
  return 'text';
}

/** Every editor change is a section override (decision D-51). */
export const EDITOR_OVERRIDE_TYPE = 'section';

export interface EditorOverrideChange {
  pageKey: string;
  key: string;
  subkey: string;
  value?: string | null;
  type?: string | null;
  allowedTerms?: readonly string[];
}

/**
 * VALID-009 (decision D-191): the message for one input's value, or null. A web address field (the social
 * addresses, the hiring page address) takes a web address or nothing (empty hides the link).
 */
export function editorFieldError(kind: EditorFieldKind, label: string, value: string): string | null {
  return kind === 'url' ? ruleError(value, label, [url()]) : null;
}

/** The kind of a section's input by its subkey; the web address inputs are in fixed sections, so no config is needed. */
function fieldOf(key: string, subkey: string): FieldSpec | undefined {
  return editorSection(key)?.fields({}).find((f) => f.subkey === subkey);
}

/**
 * ERR-051: a change needs a section and a value (the empty string is a value: it clears the text); VALID-009: a web
 * address input's value must be a web address.
 */
export function validateOverrideChange(change: EditorOverrideChange): FieldErrors {
  const errors: FieldErrors = {};
  if (!change.key?.trim()) errors.key = ['This field is required.'];
  if (change.value === null || change.value === undefined) errors.value = ['This field is required.'];
  else {
    const field = fieldOf(change.key, change.subkey);
    const message = field ? editorFieldError(field.kind, field.label, change.value) : null;
    if (message) errors.value = [message];
  }
  return errors;
}

/** EDITOR-007: API-050's body; branch and version come from the config meta, the status is always pending. */
export function overrideBody(
  change: EditorOverrideChange,
  meta: { branch?: string | null; version?: string | null } | null | undefined,
  now: Date,
): EditorOverrideBody {
  return {
    type: change.type ?? 'text',
    value: change.value ?? '',
    status: 'pending',
    key: change.key,
    subkey: change.subkey,
    page_key: change.pageKey,
    allowed_terms: [...(change.allowedTerms ?? [])],
    override_type: EDITOR_OVERRIDE_TYPE,
    branch: meta?.branch ?? '',
    version: meta?.version ?? '',
    time: now.toISOString(),
  };
}

/** ERR-096: the override check needs a domain name. */
export function overridesDomainError(domainName: string | null | undefined): string | null {
  return domainName && domainName.trim() ? null : MESSAGES.noDomainForOverrides;
}

export interface EditorOverrideLike {
  key: string;
  subkey: string;
  pageKey: string;
  status: string;
  value: string;
  time?: string | null;
  overrideId?: number | null;
}

function newestFirst<T extends EditorOverrideLike>(a: T, b: T): number {
  const byTime = String(b.time ?? '').localeCompare(String(a.time ?? ''));
  return byTime !== 0 ? byTime : (b.overrideId ?? 0) - (a.overrideId ?? 0);
}

function matching<T extends EditorOverrideLike>(list: readonly T[], pageKey: string, key: string, subkey: string): T[] {
  return list.filter((o) => o.pageKey === pageKey && o.key === key && o.subkey === subkey).sort(newestFirst);
}

/** The edit view's value of one field: the newest override of any status, else the config default. */
export function currentOverride<T extends EditorOverrideLike>(
  list: readonly T[],
  pageKey: string,
  key: string,
  subkey: string,
): T | undefined {
  return matching(list, pageKey, key, subkey)[0];
}

/** EDITOR-008: what is live: the newest approved override, else the default. Pending changes never show. */
export function liveOverride<T extends EditorOverrideLike>(
  list: readonly T[],
  pageKey: string,
  key: string,
  subkey: string,
): T | undefined {
  return matching(list, pageKey, key, subkey).find((o) => o.status === 'approved');
}

// ---------------------------------------------------------------- stock copy and articles (EDITOR-046, EDITOR-047)

/** API-054's categories: the stock copy the provider writes for a site (decision D-50). */
export const COPY_CATEGORIES = [
  { value: 'about', label: 'About text' },
  { value: 'products', label: 'Product descriptions' },
  { value: 'team', label: 'Team introduction' },
  { value: 'reviews', label: 'Reviews introduction' },
] as const;

/** The article blacklist as typed in a text box: one slug per line, trimmed, blanks and repeats left out. */
export function parseArticleSlugs(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map((s) => s.trim()).filter(Boolean))];
}

/**
 * An article slug (API-055, API-056; decision D-67): lower-case letters and digits in words joined by single hyphens,
 * e.g. "flood-myths"; no spaces, no leading, trailing or doubled hyphen.
 */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isArticleSlug(value: string): boolean {
  return ARTICLE_SLUG_PATTERN.test(value);
}

/** The message for one entry of the blacklist that is not a slug; it names the entry. */
export function articleSlugError(entry: string): string {
  return `"${entry}" is not an article slug: use lower-case letters, digits and single hyphens, e.g. flood-myths.`;
}

/** One message per entry that is not a slug, in list order; empty when every entry is one. */
export function articleBlacklistErrors(entries: readonly string[]): string[] {
  return entries.filter((e) => !isArticleSlug(e)).map(articleSlugError);
}

/** API-056's list as saved: entries trimmed, repeats left out (first kept). */
export function normalizeArticleBlacklist(entries: readonly string[]): string[] {
  return [...new Set(entries.map((s) => s.trim()))];
}

// ---------------------------------------------------------------- visit log and history (EDITOR-048, EDITOR-049)

/** CONST-014: logged again when more than 4 rounded units have passed; the unit is a minute (decision D-52). */
export const VISIT_LOG_THRESHOLD = 4;
export const VISIT_LOG_UNIT_MS = 60_000;

/** EDITOR-048: should opening the editor now log a visit, given the last log time (ms) of this domain? */
export function shouldLogVisit(lastLoggedMs: number | null | undefined, nowMs: number): boolean {
  if (lastLoggedMs === null || lastLoggedMs === undefined || !Number.isFinite(lastLoggedMs)) return true;
  return Math.round((nowMs - lastLoggedMs) / VISIT_LOG_UNIT_MS) > VISIT_LOG_THRESHOLD;
}

/** CONST-015. */
export const EDITOR_HISTORY_MAX = 10;

export interface EditorHistoryEntry {
  domainName: string;
  agentID: string;
  /** When the visit was last logged, ms since the epoch. */
  timestamp: number;
}

/** EDITOR-049: the history with this visit first; one entry per domain; at most 10, the oldest dropped. */
export function addToHistory(history: readonly EditorHistoryEntry[], entry: EditorHistoryEntry): EditorHistoryEntry[] {
  const rest = history.filter((h) => !(h.domainName === entry.domainName && h.agentID === entry.agentID));
  return [entry, ...rest].slice(0, EDITOR_HISTORY_MAX);
}

export function lastVisit(
  history: readonly EditorHistoryEntry[],
  agentID: string,
  domainName: string,
): EditorHistoryEntry | undefined {
  return history.find((h) => h.domainName === domainName && h.agentID === agentID);
}

// ---------------------------------------------------------------- save status (EDITOR-010)

/** CONST-011. */
export const EDITOR_STATUS_HIDE_MS = 6000;

export type EditorSaveState = 'hide' | 'saving' | 'saved' | 'error';

export interface EditorTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: never): void;
}

export interface EditorSaveStatus {
  current(): EditorSaveState;
  saving(): void;
  saved(): void;
  failed(): void;
  dispose(): void;
}

/** EDITOR-010: hide → saving → saved | error, then hide again 6 s later (a new save cancels the wait). */
export function createEditorSaveStatus(
  onChange: (state: EditorSaveState) => void,
  timers: EditorTimers = globalThis as unknown as EditorTimers,
): EditorSaveStatus {
  let state: EditorSaveState = 'hide';
  let handle: unknown;
  const clear = () => {
    if (handle !== undefined) timers.clearTimeout(handle as never);
    handle = undefined;
  };
  const set = (next: EditorSaveState) => {
    state = next;
    onChange(next);
  };
  const settle = (next: EditorSaveState) => {
    clear();
    set(next);
    handle = timers.setTimeout(() => {
      handle = undefined;
      set('hide');
    }, EDITOR_STATUS_HIDE_MS);
  };
  return {
    current: () => state,
    saving: () => {
      clear();
      set('saving');
    },
    saved: () => settle('saved'),
    failed: () => settle('error'),
    dispose: clear,
  };
}

export const EDITOR_SAVE_TEXTS: Record<Exclude<EditorSaveState, 'hide'>, string> = {
  saving: 'Saving your changes…',
  saved: 'Saved for review: your change shows live once it is approved.',
  error: MESSAGES.overrideSave,
};

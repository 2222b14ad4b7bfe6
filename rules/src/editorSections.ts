/**
 * The domain content editor's sections (EDITOR-003, EDITOR-011..043, ROUTE-040..046): the domain config they read,
 * the section registry of seed 000 §2 "Editor sections", their inputs and labels. Decision D-50.
 */

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

/** Page keys of the editor tree as people read them: "home" → "Home". */
export function pageLabel(key: string): string {
  return editorKeyTitle(key);
}

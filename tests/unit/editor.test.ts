import { describe, expect, it } from 'vitest';
import {
  articleBlacklistErrors,
  articleSlugError,
  isArticleSlug,
  normalizeArticleBlacklist,
  EDITOR_SECTIONS,
  enabledTree,
  isHelpOnly,
  MESSAGES,
  OVERRIDE_BODY_KEYS,
  OVERRIDE_FIELDS,
  overrideBody,
  overridesDomainError,
  sectionFields,
  sectionLabel,
  treePages,
  validateOverrideChange,
  type EditorConfig,
  type EditorTreeNode,
} from '@portal/rules';

const SPEC_KEYS = [
  'about-me', 'agent-image', 'banner-image', 'contact-me', 'designations', 'jobs-listing', 'languages', 'maps',
  'meta-description', 'location-details', 'mission', 'preferred-locations', 'agency-details', 'office-hours',
  'page-title', 'phone-details', 'phone-prefs', 'products', 'simple-insights', 'social', 'team', 'team-members',
  'office-about-us', 'reviews', 'desktop-layout', 'jobs-tab-url', 'qlp-text-header', 'locations-image',
  'phone-toggles', 'route-update-content', 'social-toggles', 'qlp-layout',
];

const CONFIG: EditorConfig = {
  agent: { name: 'Alice', about: 'About Alice', social: { facebook: 'https://fb.example/a' } },
  office: {
    name: 'Anderson Agency',
    address: '1 Main St',
    landmark: 'By the library',
    phone: { business: '555', onMicrosite: false },
    team: { members: [{ name: 'Sam', image: 'https://img.example/sam.jpg', onMicrosite: true }, { name: 'Leo', onMicrosite: false }] },
  },
  qlp: { header: 'Get a quote' },
  meta: { branch: 'main', version: '7' },
};

describe('section registry (EDITOR-011..043)', () => {
  it('EDITOR-011..042: the 32 sections of seed 000 §2, in order', () => {
    expect(EDITOR_SECTIONS.map((s) => s.key)).toEqual(SPEC_KEYS);
    for (const s of EDITOR_SECTIONS) {
      expect(s.label).not.toBe('');
      expect(s.help).not.toBe('');
    }
  });

  it('EDITOR-014 EDITOR-031 EDITOR-036 EDITOR-037 EDITOR-040: the spec labels', () => {
    expect(sectionLabel('contact-me')).toBe('Contact Us');
    expect(sectionLabel('team')).toBe('Team - General');
    expect(sectionLabel('jobs-tab-url')).toBe("We're Hiring Tab");
    expect(sectionLabel('qlp-text-header')).toBe('Welcome Banner');
    expect(sectionLabel('route-update-content')).toBe('Update Content');
    expect(sectionLabel('office-about-us')).toBe('Office About Us');
    expect(sectionLabel('something-new')).toBe('Something New');
  });

  it('EDITOR-043 EDITOR-026: phone-details is the one help-only section; unknown keys are help-only', () => {
    expect(EDITOR_SECTIONS.filter((s) => s.helpOnly).map((s) => s.key)).toEqual(['phone-details']);
    expect(isHelpOnly('phone-details')).toBe(true);
    expect(isHelpOnly('about-me')).toBe(false);
    expect(isHelpOnly('nope')).toBe(true);
    expect(sectionFields('phone-details', CONFIG)).toEqual([]);
  });

  it('EDITOR-023: agency-details has Name, Address and Landmark with config defaults', () => {
    expect(sectionFields('agency-details', CONFIG).map((f) => [f.label, f.subkey, f.defaultValue])).toEqual([
      ['Name', 'name', 'Anderson Agency'],
      ['Address', 'address', '1 Main St'],
      ['Landmark', 'landmark', 'By the library'],
    ]);
  });

  it('EDITOR-032 EDITOR-003: team-members lists the config team.members with their photo address and on_microsite as toggles', () => {
    expect(sectionFields('team-members', CONFIG).map((f) => [f.subkey, f.label, f.kind, f.defaultValue])).toEqual([
      ['members.0.image', 'Photo address of Sam', 'image', 'https://img.example/sam.jpg'],
      ['members.0.on_microsite', 'Show Sam on the site', 'toggle', 'true'],
      ['members.1.image', 'Photo address of Leo', 'image', ''],
      ['members.1.on_microsite', 'Show Leo on the site', 'toggle', 'false'],
    ]);
    expect(sectionFields('phone-toggles', CONFIG)[0].defaultValue).toBe('false');
    expect(sectionFields('about-me', CONFIG)).toEqual([
      { subkey: '', label: 'About me', kind: 'textarea', defaultValue: 'About Alice' },
    ]);
    expect(sectionFields('about-me', null)[0].defaultValue).toBe('');
  });
});

describe('editor tree (EDITOR-001, EDITOR-002)', () => {
  const tree: EditorTreeNode[] = [
    {
      key: 'home',
      editor_type: 'page',
      enabled: true,
      children: [
        { key: 'seo', editor_type: 'group', children: [{ key: 'page-title', editor_type: 'component' }] },
        { key: 'about-me', editor_type: 'component', enabled: false },
      ],
    },
    { key: 'jobs', editor_type: 'page', enabled: false, children: [{ key: 'jobs-listing', editor_type: 'component' }] },
  ];

  it('EDITOR-002: the tree renderer skips enabled=false nodes and everything under them', () => {
    expect(enabledTree(tree)).toEqual([
      {
        key: 'home',
        editor_type: 'page',
        enabled: true,
        children: [{ key: 'seo', editor_type: 'group', children: [{ key: 'page-title', editor_type: 'component' }] }],
      },
    ]);
  });

  it('EDITOR-001: pages list their sections with labels and group', () => {
    expect(treePages(tree)).toEqual([
      { key: 'home', label: 'Home', sections: [{ key: 'page-title', label: 'Page Title', group: 'seo', helpOnly: false }] },
    ]);
  });
});

describe('content overrides (EDITOR-005..009, ERR-051, ERR-096)', () => {
  it('EDITOR-006: the override model has all 12 fields; API-050 sends 11 (no description)', () => {
    expect(OVERRIDE_FIELDS).toEqual([
      'type', 'value', 'status', 'key', 'subkey', 'page_key', 'allowed_terms', 'description', 'override_type',
      'branch', 'version', 'time',
    ]);
    expect(OVERRIDE_BODY_KEYS).toHaveLength(11);
    expect(OVERRIDE_BODY_KEYS).not.toContain('description');
  });

  it('EDITOR-007: the body takes branch and version from the config meta and is pending', () => {
    const body = overrideBody(
      { pageKey: 'home', key: 'about-me', subkey: '', value: 'Hi', allowedTerms: ['Hi'] },
      CONFIG.meta,
      new Date('2026-11-22T10:00:00Z'),
    );
    expect(body).toEqual({
      type: 'text',
      value: 'Hi',
      status: 'pending',
      key: 'about-me',
      subkey: '',
      page_key: 'home',
      allowed_terms: ['Hi'],
      override_type: 'section',
      branch: 'main',
      version: '7',
      time: '2026-11-22T10:00:00.000Z',
    });
    expect(Object.keys(body).sort()).toEqual([...OVERRIDE_BODY_KEYS].sort());
  });

  it('ERR-051: saveOverride without a value is refused; the empty string is a value', () => {
    expect(validateOverrideChange({ pageKey: 'home', key: 'about-me', subkey: '', value: undefined })).toEqual({
      value: ['This field is required.'],
    });
    expect(validateOverrideChange({ pageKey: 'home', key: 'about-me', subkey: '', value: '' })).toEqual({});
  });

  it('ERR-096: checkOverrides(undefined) rejects with the text', () => {
    expect(overridesDomainError(undefined)).toBe('No domain name to check for overrides');
    expect(overridesDomainError(' ')).toBe(MESSAGES.noDomainForOverrides);
    expect(overridesDomainError('ex.com')).toBeNull();
  });
});

describe('article slugs (EDITOR-047, API-056, D-67)', () => {
  it('API-056: a slug is lower-case letters and digits in words joined by single hyphens', () => {
    for (const slug of ['flood-myths', 'home-2026', 'a', '2026', 'x-1-y']) expect(isArticleSlug(slug), slug).toBe(true);
    for (const entry of ['Flood-Myths', 'flood myths', 'storm_tips', '-x', 'x-', 'x--y', '', 'café', 'a/b', 'flood-myths\n']) {
      expect(isArticleSlug(entry), JSON.stringify(entry)).toBe(false);
    }
  });

  it('API-056: one message per bad entry, naming it, in list order', () => {
    expect(articleBlacklistErrors(['ok-one', 'Bad One', 'fine', 'a_b'])).toEqual([
      '"Bad One" is not an article slug: use lower-case letters, digits and single hyphens, e.g. flood-myths.',
      articleSlugError('a_b'),
    ]);
    expect(articleBlacklistErrors(['flood-myths', 'storm-tips'])).toEqual([]);
  });

  it('API-056: the saved list is trimmed and without repeats, first kept', () => {
    expect(normalizeArticleBlacklist([' b-1 ', 'a', 'b-1', 'a '])).toEqual(['b-1', 'a']);
  });
});

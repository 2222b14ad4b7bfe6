/**
 * The glossary (GLOSS-001..025, VALID-045, CONST-038, CONST-039, CONST-042; decisions D-103, D-104): the keyword shape,
 * its rules, the 16 built-in terms and the sanitizer's allow-list that the gateway (on save) and the web (on render)
 * both apply to a description.
 */
import type { FieldErrors } from './domains';
import { max, regex, required, ruleError, withMessage } from './standardRules';

/** GLOSS-009: a keyword; `path` is its key (e.g. visits), `description` is HTML. */
export interface GlossaryKeyword {
  title: string;
  description: string;
  path: string;
  visible: boolean;
  examples: string[];
  notes: string[];
}

/** GLOSS-009: a new keyword is visible, with no examples or notes. */
export function newKeyword(from: Partial<GlossaryKeyword> = {}): GlossaryKeyword {
  return {
    title: from.title ?? '',
    description: from.description ?? '',
    path: from.path ?? '',
    visible: from.visible ?? true,
    examples: [...(from.examples ?? [])],
    notes: [...(from.notes ?? [])],
  };
}

export const GLOSSARY_MESSAGES = {
  title: 'Name is required', // VALID-045
  path: 'Path is required',
  pathFormat: 'Use lowercase letters, digits and underscores, starting with a letter (for example page_views).',
  pathTaken: 'A glossary term with this path already exists.',
  example: 'Enter the example text.',
  note: 'Enter the note text.',
  /** GLOSS-008 */
  unknown: (keyword: string) => `No keyword content was found for ${keyword}. Please check the spelling.`,
} as const;

export const GLOSSARY_PATH_PATTERN = /^[a-z][a-z0-9_]*$/;
export const GLOSSARY_PATH_MAX = 100;
export const GLOSSARY_TITLE_MAX = 200;

/** VALID-045 and the lengths: the standard required, max and regex rules (VALID-019, VALID-015, VALID-018). */
const TITLE_RULES = [
  withMessage(required(), GLOSSARY_MESSAGES.title),
  withMessage(max(GLOSSARY_TITLE_MAX), `Keep the title to ${GLOSSARY_TITLE_MAX} characters.`),
];
const PATH_RULES = [
  withMessage(required(), GLOSSARY_MESSAGES.path),
  withMessage(regex(GLOSSARY_PATH_PATTERN), GLOSSARY_MESSAGES.pathFormat),
  withMessage(max(GLOSSARY_PATH_MAX), GLOSSARY_MESSAGES.pathFormat),
];

/**
 * VALID-045 and the path rules: `{field: [messages]}`, empty when valid. `takenPaths` are the other terms' paths
 * (a duplicate path is refused before the save; the upstream refuses it too).
 */
export function validateGlossaryKeyword(
  keyword: Pick<GlossaryKeyword, 'title' | 'path' | 'examples' | 'notes'>,
  takenPaths: readonly string[] = [],
): FieldErrors {
  const errors: FieldErrors = {};
  const title = ruleError(keyword.title.trim(), 'Title', TITLE_RULES);
  if (title) errors.title = [title];
  const path = keyword.path.trim();
  const pathError = ruleError(path, 'Path', PATH_RULES);
  if (pathError) errors.path = [pathError];
  else if (takenPaths.includes(path)) errors.path = [GLOSSARY_MESSAGES.pathTaken];
  keyword.examples.forEach((example, i) => {
    if (example.trim() === '') errors[`examples.${i}`] = [GLOSSARY_MESSAGES.example];
  });
  keyword.notes.forEach((note, i) => {
    if (note.trim() === '') errors[`notes.${i}`] = [GLOSSARY_MESSAGES.note];
  });
  return errors;
}

/** The example or note text of the editor's item dialog (GLOSS-021). */
export function validateGlossaryItem(kind: 'example' | 'note', text: string): FieldErrors {
  return text.trim() === '' ? { text: [kind === 'example' ? GLOSSARY_MESSAGES.example : GLOSSARY_MESSAGES.note] } : {};
}

/**
 * The sanitizer's allow-list (decision D-104): formatting tags and links only. DOMPurify runs with it in the gateway
 * (jsdom) when a term is saved and in the browser before a description is rendered. No script, style, form or
 * embedding tags, no event (on*) attributes, and links only to http(s), mailto, tel, this page's anchors and this
 * site's paths. A protocol-relative link (`//host/...`, or `/\host/...`, which browsers read the same way) goes
 * off-site under no allowed scheme and is dropped like any other (issue #24 §5).
 */
export const GLOSSARY_SANITIZE_CONFIG = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'span', 'code', 'blockquote', 'h4', 'h5', 'h6', 'small', 'sub', 'sup'],
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|#|\/(?![/\\]))/i,
  ALLOW_DATA_ATTR: false,
};

/** GLOSS-010: the 16 built-in keys, in the spec's order. */
export const BUILT_IN_GLOSSARY_KEYS = [
  'bots_crawlers',
  'contact_forms_sent',
  'links_clicked_to_external_sites',
  'map_directions_clicks',
  'mirus_metrics_vs_sf_metrics',
  'page_views',
  'page_views_by_device_type',
  'page_views_by_referrer',
  'page_views_over_time',
  'phone_clicks',
  'sms_clicks',
  'quote_starts',
  'text_clicks',
  'visits',
  'your_page',
  'campaign_ids',
] as const;
export type BuiltInGlossaryKey = (typeof BUILT_IN_GLOSSARY_KEYS)[number];

const term = (
  path: BuiltInGlossaryKey,
  title: string,
  description: string,
  examples: string[] = [],
  notes: string[] = [],
): GlossaryKeyword => ({ path, title, description, visible: true, examples, notes });

const DIFFERS =
  'Like every number on your dashboard, it is counted by our website platform, not by the insurer, so it will not match the insurer\'s own reports exactly (see <a href="/glossary/#mirus_metrics_vs_sf_metrics">Our metrics and the insurer\'s</a>).';

/** GLOSS-010: the built-in terms, written for insurance agents (decision D-103). "Add All keywords" seeds the missing ones. */
export const BUILT_IN_GLOSSARY_TERMS: readonly GlossaryKeyword[] = [
  term(
    'bots_crawlers',
    'Bots and crawlers',
    '<p>Visits made by programs rather than people: search engines indexing your site (Google, Bing), link previews in chat apps, uptime monitors and scrapers. We recognise them by their browser signature and behaviour and <strong>leave them out</strong> of your visits and page views, so those numbers count people.</p>',
    ['Google re-reads your page after you change your office hours: that is one bot visit, not a visitor.'],
    ['A high bot count is normal and harmless; it often rises after you update your page, because search engines come back to read it.'],
  ),
  term(
    'contact_forms_sent',
    'Contact forms sent',
    `<p>How many times a visitor filled in the contact form on your page and sent it successfully. A form that was started but not sent is not counted. Each sent form reaches you as an e-mail lead. ${DIFFERS}</p>`,
    ['A visitor asks for a call back about renters insurance and presses Send: one contact form sent.'],
    ['If this number is higher than the e-mails you received, check your spam folder and your e-mail redirects.'],
  ),
  term(
    'links_clicked_to_external_sites',
    'Links clicked to external sites',
    '<p>Clicks on links that lead away from your page to another website, such as the insurer\'s online quote or claims pages, your social media profiles or an app store. It shows which of your links visitors actually use.</p>',
    ['A visitor clicks your Facebook link: one external link click.'],
    ['What the visitor does on the other site is not tracked here; the insurer may count the same visit again as a visit to their site.'],
  ),
  term(
    'map_directions_clicks',
    'Map directions clicks',
    `<p>How many times a visitor asked for directions to your office from your page (the map or the "Get directions" link). It is a good sign of people planning to visit you in person. ${DIFFERS}</p>`,
    ['A visitor on a phone taps "Get directions" and the maps app opens: one map directions click.'],
  ),
  term(
    'mirus_metrics_vs_sf_metrics',
    "Our metrics and the insurer's metrics",
    '<p><strong>The numbers in this portal are not the insurer\'s numbers, and they will differ.</strong> We count what happens on the websites we host for you; the insurer counts with its own tools, on its own sites, with its own rules.</p><ul><li><strong>Different tools:</strong> we use our own platform\'s analytics; the insurer uses its analytics vendor. Each filters bots, repeat visits and privacy blockers differently.</li><li><strong>Different pages:</strong> we count your pages on the domains you hold with us; the insurer also counts its own agent locator and quote pages.</li><li><strong>Different definitions:</strong> a "visit" ends after 30 minutes without activity here; other tools use other windows. A click to the insurer\'s quote page is a quote start here and may be counted again as a quote by the insurer.</li><li><strong>Different time zones and delays:</strong> our day runs in your office\'s time zone and numbers settle within a day; other reports may use another zone or update later.</li></ul><p>Use our numbers to compare your own pages from month to month, and the insurer\'s numbers for anything the insurer measures you by.</p>',
    ['Our dashboard shows 420 visits for March; the insurer\'s report shows 380 for your agent page. Both are right for what each counts.'],
    ['If the two move in opposite directions over several months, contact support and we will look at it with you.'],
  ),
  term(
    'page_views',
    'Page views',
    `<p>How many times a page of your site was loaded in a browser, by people (bots are left out). One visit can have many page views: a visitor who reads your home page, then your products page, then comes back to the home page makes three page views. ${DIFFERS}</p>`,
    ['One visit that opens the home page and the contact page: two page views.'],
    ['Reloading a page counts as another page view.'],
  ),
  term(
    'page_views_by_device_type',
    'Page views by device type',
    '<p>Your page views split by the kind of device the visitor used: <strong>desktop</strong> (computers and laptops), <strong>mobile</strong> (phones) and <strong>tablet</strong>. We tell them apart from the browser\'s description of itself and its screen size.</p>',
    ['Mobile 60%, desktop 35%, tablet 5%: most of your visitors use a phone, so check your page on one.'],
  ),
  term(
    'page_views_by_referrer',
    'Page views by referrer',
    '<p>Where your visitors came from: the website that sent them to you (a search engine, social media, the insurer\'s agent locator, an ad). Visitors who typed your address, used a bookmark or came from an app that hides its origin are shown as <em>direct</em>.</p>',
    ['google.com 120, facebook.com 30, direct 50.'],
    ['Many apps and privacy settings hide the referrer, so "direct" is usually larger than the visitors who really typed your address.'],
  ),
  term(
    'page_views_over_time',
    'Page views over time',
    '<p>The chart of your visits and page views per day for the range you chose. Each point is one day in your office\'s time zone. Use it to see the effect of a campaign, a mailing or a change to your page.</p>',
    ['A jump on the day your newsletter went out shows that readers visited your page.'],
    ['Today\'s point is not complete until the day ends, and the newest numbers can still change for up to a day.'],
  ),
  term(
    'phone_clicks',
    'Phone clicks',
    `<p>How many times a visitor tapped or clicked your phone number on your page to call you. It counts the tap, not the call: a visitor may hang up before you answer, or call you later from memory. The <strong>call tracking</strong> page counts the calls that actually reached your tracking numbers, so the two numbers differ. ${DIFFERS}</p>`,
    ['A visitor on a phone taps your number and the dialer opens: one phone click.'],
    ['On a computer a click on the number often does nothing, so most phone clicks come from phones.'],
  ),
  term(
    'sms_clicks',
    'Text message clicks',
    '<p>How many times a visitor tapped the "Text us" link on your page, which opens their messaging app with your number filled in. It counts the tap; whether the message was sent is not known to us.</p>',
    ['A visitor taps "Text us", writes "Can I get a quote for my car?" and sends it: one text message click.'],
  ),
  term(
    'quote_starts',
    'Quote starts',
    `<p>How many times a visitor started an insurance quote from your page, by clicking a "Get a quote" button that leads to the insurer's quote pages. We count the start, not the finished quote: whether the quote was completed or bought is only known to the insurer, which is why the insurer's quote numbers are lower. ${DIFFERS}</p>`,
    ['A visitor clicks "Get a car insurance quote": one quote start, even if they stop after the first question.'],
  ),
  term(
    'text_clicks',
    'Text clicks',
    '<p>The name older reports and e-mail summaries use for <a href="/glossary/#sms_clicks">Text message clicks</a>: taps on the "Text us" link of your page. It is the same count.</p>',
    [],
    ['If a report shows both names for the same month, the numbers are the same count.'],
  ),
  term(
    'visits',
    'Visits',
    `<p>How many times people came to your site. A visit starts when someone opens one of your pages and ends after 30 minutes without activity; everything they do in between belongs to that one visit. The same person coming back the next day makes a second visit. Bots and crawlers are not counted. ${DIFFERS}</p>`,
    [
      'A visitor reads three pages, leaves, and comes back an hour later: two visits, four or more page views.',
      'Someone opens your page on their phone at lunch and on their laptop that evening: two visits.',
    ],
    ['Visitors who block analytics in their browser are not counted by any tool, ours included.'],
  ),
  term(
    'your_page',
    'Your page',
    '<p>Your agent website as we host it for you, on every domain you hold with us. The account overview on your dashboard adds up all your domains; the stats page of a domain shows that domain alone.</p>',
    ['You hold janesmithinsurance.com and smithagency.com, both pointing to your page: the dashboard shows their visits together.'],
    ['Your listing on the insurer\'s own site is not your page here; the insurer reports on it separately.'],
  ),
  term(
    'campaign_ids',
    'Campaigns',
    '<p>Your paid search campaigns (Google Ads), each identified by its campaign id. For each campaign you see <strong>impressions</strong> (how often your ad was shown), <strong>clicks</strong> (how often it was clicked), its <strong>cost</strong>, and the phone calls and quote starts that came from it. Domains without a campaign can be shown too, to compare paid and unpaid traffic.</p>',
    ['Campaign "Renters - Spring" showed 5,000 times, was clicked 150 times and led to 9 quote starts.'],
    ['Google Ads reports may show slightly different clicks and cost: Google removes invalid clicks later and its day may end in another time zone.'],
  ),
];

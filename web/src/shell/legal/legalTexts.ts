import { PRODUCT_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../lib/portalFacts';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

/** The Terms of Service the gate asks for (SHELL-024) and /terms/ shows. Written for this portal. */
export const TERMS_OF_SERVICE: readonly LegalSection[] = [
  {
    heading: 'Using the portal',
    paragraphs: [
      `${PRODUCT_NAME} lets agents, their team members and corporate employees manage the agents' websites, domains and marketing services. Use it only for your own agency or for the agencies you are authorised to work for.`,
      'Keep your sign-in details to yourself. You are responsible for what is done with your account.',
    ],
  },
  {
    heading: 'Your content',
    paragraphs: [
      'You are responsible for the text, images and contact details you publish through the portal. Content must be accurate, lawful and meet the compliance rules of your insurer; we may review content before it goes live and may remove content that does not.',
    ],
  },
  {
    heading: 'Services and billing',
    paragraphs: [
      'Domains and websites are billed monthly at the prices shown on the pricing page. Cancelling a domain stops its billing from the next billing day; registration fees already paid are not refunded.',
    ],
  },
  {
    heading: 'Availability and changes',
    paragraphs: [
      'We work to keep the portal available but do not promise it will be uninterrupted. We may change these terms; when we do, you will be asked to accept them again before you continue.',
      `Questions about these terms: call ${SUPPORT_PHONE} or write to ${SUPPORT_EMAIL}.`,
    ],
  },
];

/** /privacy/. Written for this portal. */
export const PRIVACY_POLICY: readonly LegalSection[] = [
  {
    heading: 'What we collect',
    paragraphs: [
      'Your name, e-mail address and role, the settings and content you save, and statistics about visits to your websites (page views, visits and phone clicks).',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'To run your websites and domains, to bill for them, to show you their statistics and to help you when you contact support. We do not sell your data.',
    ],
  },
  {
    heading: 'Cookies',
    paragraphs: [
      'The portal uses a session cookie to keep you signed in and a security cookie against cross-site requests. Your colour mode and navigation width are kept in your browser.',
    ],
  },
  {
    heading: 'Your choices',
    paragraphs: [`To see, correct or remove your data, call ${SUPPORT_PHONE} or write to ${SUPPORT_EMAIL}.`],
  },
];

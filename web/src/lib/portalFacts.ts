/** The portal's name, the provider's support contacts and the cards it takes, as the web shows them (CONST rows). */

/** Business constants (CONST rows) and portal-wide facts. */
export const PRODUCT_NAME = 'Agent Portal';
export const SUPPORT_PHONE = '1-800-555-0142';
export const SUPPORT_EMAIL = 'support@agentportal.example';
export const ACCEPTED_CARDS = ['Visa', 'Mastercard', 'American Express', 'Discover'] as const;

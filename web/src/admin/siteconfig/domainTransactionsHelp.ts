/** What ADMIN-052's switch does, said next to it on the screen. */
export const DOMAIN_TRANSACTIONS_HELP =
  'When off, agents cannot purchase or transfer domains: the purchase and transfer pages send them to their domains list.';

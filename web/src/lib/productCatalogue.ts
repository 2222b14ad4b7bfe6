import { MONTHLY_PRICES, PARKED_EMAIL_REDIRECT_PRICE, type ProductType } from '@portal/rules';

export interface Product {
  type: ProductType;
  title: string;
  subtitle: string;
  features: readonly string[];
  notes: readonly string[];
  monthlyPrice: number;
}

/** DOM-016: the catalogue (titles, features and notes were written for this portal, decision D-13). */
export const PRODUCT_CATALOGUE: readonly Product[] = [
  {
    type: 'parked',
    title: 'Parked',
    subtitle: 'Hold a name and point it at your site',
    features: ['Keeps the domain registered in your name', 'Forwards visitors to your main site', 'Email redirects available'],
    notes: ['Needs another domain type in your account', `Email redirects cost $${PARKED_EMAIL_REDIRECT_PRICE} each per month`],
    monthlyPrice: MONTHLY_PRICES.parked,
  },
  {
    type: 'sf_microsite',
    title: 'Proxied',
    subtitle: 'Your insurer microsite on your own domain',
    features: ['Shows your existing microsite under your domain', 'Secure (HTTPS) by default', 'Visit and click statistics'],
    notes: ['Content comes from your insurer microsite'],
    monthlyPrice: MONTHLY_PRICES.sf_microsite,
  },
  {
    type: 'm1',
    title: 'M1',
    subtitle: 'A one-page marketing site',
    features: ['Editable about, contact and office sections', 'Quote landing page', 'Call tracking ready', 'Visit and click statistics'],
    notes: ['Not available to agent interns until they appoint'],
    monthlyPrice: MONTHLY_PRICES.m1,
  },
  {
    type: 'm2',
    title: 'M2',
    subtitle: 'A full multi-page agency website',
    features: ['Everything in M1', 'Team, jobs, reviews and locations pages', 'Appointment scheduler integration', 'Search-optimised content'],
    notes: ['Not available to agent interns until they appoint'],
    monthlyPrice: MONTHLY_PRICES.m2,
  },
];

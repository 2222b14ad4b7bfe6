import type { ProductType } from '@portal/rules';

/** The pages each product type renders; a type change re-renders the site from its new template. */
export const ROUTE_TEMPLATES: Record<ProductType, readonly string[]> = {
  m2: ['/', '/about/', '/team/', '/reviews/', '/locations/', '/jobs/', '/contact/', '/quote/'],
  m1: ['/', '/about/', '/contact/', '/quote/'],
  sf_microsite: ['/', '/quote/'],
  parked: [],
};

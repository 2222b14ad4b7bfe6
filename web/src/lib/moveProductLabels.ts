import type { ProductType } from '@portal/rules';

/** CONST-035: the labels the admin move-domain control shows (document 001's words). */
export const MOVE_PRODUCT_LABELS: Record<ProductType, string> = {
  sf_microsite: 'Secure Microsite Proxy',
  m1: 'M1',
  m2: 'M2',
  parked: 'Secure Parked',
};

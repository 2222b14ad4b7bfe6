import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { PATHS } from '../routes/paths';
import { pricingLoader } from './loaders';

/** Children of /agents/:agentID/ for this area. */
export const pricingRoutes: RouteObject[] = [
  // ROUTE-029
  { path: PATHS.pricing.pattern, loader: pricingLoader, ...page(() => import('./PricingPage'), 'Pricing') },
];

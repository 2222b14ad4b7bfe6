import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { PATHS } from '../routes/paths';
import { domainOrderLoader, domainsLoader, welcomeLoader } from './loaders';

/** Children of /agents/:agentID/ for this area. */
export const domainsRoutes: RouteObject[] = [
  // ROUTE-021 (named route domains)
  { path: PATHS.domains.pattern, loader: domainsLoader, ...page(() => import('./DomainsPage'), 'Domains') },
  // ROUTE-024: static segments outrank the editor's domains/:domainName/, so these never open the editor.
  // ROUTE-022
  { path: PATHS.purchase.pattern, loader: domainOrderLoader, ...page(() => import('./purchase/PurchasePage'), 'Buy a domain') },
  // ROUTE-023
  {
    path: PATHS.transfer.pattern,
    loader: domainOrderLoader,
    ...page(() => import('./transfer/TransferPage'), 'Transfer a domain'),
  },
  // ROUTE-035
  { path: PATHS.welcome.pattern, loader: welcomeLoader, ...page(() => import('./welcome/WelcomePage'), 'Welcome') },
];

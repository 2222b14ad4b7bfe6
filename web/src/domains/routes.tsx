import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { domainOrderLoader, domainsLoader, welcomeLoader } from './loaders';

/** Children of /agents/:agentID/ for this area. */
export const domainsRoutes: RouteObject[] = [
  // ROUTE-021 (named route domains)
  { path: 'domains/', loader: domainsLoader, ...page(() => import('./DomainsPage'), 'Domains') },
  // ROUTE-024: static segments outrank the editor's domains/:domainName/, so these never open the editor.
  // ROUTE-022
  { path: 'domains/purchase/', loader: domainOrderLoader, ...page(() => import('./purchase/PurchasePage'), 'Buy a domain') },
  // ROUTE-023
  {
    path: 'domains/transfer/',
    loader: domainOrderLoader,
    ...page(() => import('./transfer/TransferPage'), 'Transfer a domain'),
  },
  // ROUTE-035
  { path: 'welcome/', loader: welcomeLoader, ...page(() => import('./welcome/WelcomePage'), 'Welcome') },
];

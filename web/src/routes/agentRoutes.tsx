import type { RouteObject } from 'react-router-dom';
import { billingRoutes } from '../billing/routes';
import { calltrackingRoutes } from '../calltracking/routes';
import { campaignsRoutes } from '../campaigns/routes';
import { domainsLoader } from '../domains/domainsLoader';
import { purchaseLoader } from '../domains/purchase/purchaseLoader';
import { transferLoader } from '../domains/transfer/transferLoader';
import { welcomeLoader } from '../domains/welcome/welcomeLoader';
import { pricingLoader } from '../pricing/pricingLoader';
import { editorRoutes } from '../editor/routes';
import { emailsRoutes } from '../emails/routes';
import { schedulerRoutes } from '../scheduler/routes';
import { dashboardLoader } from '../stats/dashboardLoader';
import { domainStatsLoader } from '../stats/domainStatsLoader';
import { page } from './page';
import { agentIndexLoader } from './rootLoader';
import { teamRoutes } from '../team/routes';

/** Children of /agents/:agentID/ (seed 000 §2, agent area). */
export const agentRoutes: RouteObject[] = [
  { index: true, loader: agentIndexLoader, element: null },
  {
    path: 'dashboard/',
    loader: dashboardLoader,
    ...page(() => import('../stats/DashboardPage'), 'Dashboard', { siteNotifications: 'dashboard' }),
  },
  { path: 'domains/', loader: domainsLoader, ...page(() => import('../domains/DomainsPage'), 'Domains') },
  // ROUTE-024: static segments outrank the editor's domains/:domainName/, so these never open the editor.
  {
    path: 'domains/purchase/',
    loader: purchaseLoader,
    ...page(() => import('../domains/purchase/PurchasePage'), 'Buy a domain'),
  },
  {
    path: 'domains/transfer/',
    loader: transferLoader,
    ...page(() => import('../domains/transfer/TransferPage'), 'Transfer a domain'),
  },
  {
    path: 'domains/:domainName/stats/',
    loader: domainStatsLoader,
    ...page(
      () => import('../stats/DomainStatsPage'),
      ({ domainName }) => `Stats for ${domainName ?? 'a domain'}`,
    ),
  },
  { path: 'pricing/', loader: pricingLoader, ...page(() => import('../pricing/PricingPage'), 'Pricing') },
  { path: 'welcome/', loader: welcomeLoader, ...page(() => import('../domains/welcome/WelcomePage'), 'Welcome') },
  ...emailsRoutes,
  ...teamRoutes,
  ...schedulerRoutes,
  ...billingRoutes,
  ...campaignsRoutes,
  ...calltrackingRoutes,
  // After every static domains/ child (ROUTE-024), so domains/purchase/ never opens the editor.
  ...editorRoutes,
];

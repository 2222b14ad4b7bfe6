import type { RouteObject } from 'react-router-dom';
import { billingRoutes } from '../billing/routes';
import { calltrackingRoutes } from '../calltracking/routes';
import { campaignsRoutes } from '../campaigns/routes';
import { domainsRoutes } from '../domains/routes';
import { pricingRoutes } from '../pricing/routes';
import { editorRoutes } from '../editor/routes';
import { emailsRoutes } from '../emails/routes';
import { schedulerRoutes } from '../scheduler/routes';
import { statsRoutes } from '../stats/routes';
import { agentIndexLoader } from '../routes/rootLoader';
import { teamRoutes } from '../team/routes';

/** Children of /agents/:agentID/ (seed 000 §2, agent area). */
export const agentRoutes: RouteObject[] = [
  { index: true, loader: agentIndexLoader, element: null },
  ...statsRoutes,
  ...domainsRoutes,
  ...pricingRoutes,
  ...emailsRoutes,
  ...teamRoutes,
  ...schedulerRoutes,
  ...billingRoutes,
  ...campaignsRoutes,
  ...calltrackingRoutes,
  // After every static domains/ child (ROUTE-024), so domains/purchase/ never opens the editor.
  ...editorRoutes,
];

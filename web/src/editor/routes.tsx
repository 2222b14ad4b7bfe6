import type { RouteObject } from 'react-router-dom';

/** Children of /agents/:agentID/ for the domain editor (ROUTE-040..046). */
export const editorRoutes: RouteObject[] = [];

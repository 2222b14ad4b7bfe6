import type { RouteObject } from 'react-router-dom';

/** Children of /overview/ (ROUTE-047..055). */
export const overviewRoutes: RouteObject[] = [];

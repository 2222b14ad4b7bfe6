import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { PATHS } from '../routes/paths';
import { glossaryLoader } from './loaders';

/** ROUTE-016 (named route glossary, decision D-02): a child of /, auth required (the roles table). */
export const glossaryRoutes: RouteObject[] = [
  { path: PATHS.glossary.pattern, loader: glossaryLoader, ...page(() => import('./GlossaryPage'), 'Glossary') },
];

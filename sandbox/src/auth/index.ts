import type { Area } from '../area';
import { authRoutes } from './routes';

/** Sign-in, sign-out, auth_info (API-008, API-009) and the demo accounts. Its tables are core (db/core.ts). */
export const auth: Area = { name: 'auth', routes: authRoutes };

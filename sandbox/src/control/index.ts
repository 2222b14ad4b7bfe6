import type { Area } from '../area';
import { controlRoutes } from './routes';

/** Reset, fault injection and the served version: sandbox-only calls for tests and demos. */
export const control: Area = { name: 'control', routes: controlRoutes };

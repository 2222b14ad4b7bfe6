import type { Area } from './area';
import { agents } from './agents';
import { auth } from './auth';
import { control } from './control';
import { domains } from './domains';
import { shell } from './shell';
import { stats } from './stats';

/** Every area of the sandbox, in seeding order. A new area is one module added here. */
export const areas: readonly Area[] = [auth, shell, agents, domains, stats, control];

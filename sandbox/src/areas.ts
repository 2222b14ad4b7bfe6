import type { Area } from './area';
import { activity } from './activity';
import { agents } from './agents';
import { auth } from './auth';
import { billing } from './billing';
import { calltracking } from './calltracking';
import { campaigns } from './campaigns';
import { control } from './control';
import { domains } from './domains';
import { editor } from './editor';
import { emails } from './emails';
import { jobs } from './jobs';
import { notes } from './notes';
import { overview } from './overview';
import { registrar } from './registrar';
import { scheduler } from './scheduler';
import { shell } from './shell';
import { stats } from './stats';
import { team } from './team';

/** Every area of the sandbox, in seeding order. A new area is one module added here. */
export const areas: readonly Area[] = [auth, shell, agents, domains, emails, team, stats, scheduler, billing, campaigns, calltracking, editor, overview, activity, registrar, notes, jobs, control];

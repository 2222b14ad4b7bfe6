import type { Area } from './area';
import { activity } from './activity';
import { agents } from './agents';
import { auth } from './auth';
import { billing } from './billing';
import { calltracking } from './calltracking';
import { campaigns } from './campaigns';
import { compliance } from './compliance';
import { control } from './control';
import { domains } from './domains';
import { editor } from './editor';
import { emails } from './emails';
import { emailSearch } from './emailsearch';
import { glossary } from './glossary';
import { jobs } from './jobs';
import { notes } from './notes';
import { overview } from './overview';
import { registrar } from './registrar';
import { scheduler } from './scheduler';
import { shell } from './shell';
import { stats } from './stats';
import { team } from './team';

/**
 * Every area of the sandbox, in seeding order. A new area is one module added here. emailSearch comes before agents:
 * api/agents/{agentId}/ would otherwise answer api/agents/search_emails/.
 */
export const areas: readonly Area[] = [auth, shell, emailSearch, agents, domains, emails, team, stats, scheduler, billing, campaigns, calltracking, editor, overview, activity, registrar, notes, jobs, glossary, compliance, control];

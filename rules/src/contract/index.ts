import { activityCalls } from './activity';
import { agentNotificationCalls } from './agentNotifications';
import { agentCalls } from './agents';
import { authCalls } from './auth';
import { billingCalls } from './billing';
import type { RestCall } from './call';
import { callTrackingCalls } from './calltracking';
import { campaignCalls } from './campaigns';
import { complianceCalls } from './compliance';
import { domainCalls } from './domains';
import { editorCalls } from './editor';
import { emailCalls } from './emails';
import { emailSearchCalls } from './emailSearch';
import { glossaryCalls } from './glossary';
import { imageUploadCalls } from './imageUpload';
import { jobCalls } from './jobs';
import { noteCalls } from './notes';
import { overviewCalls } from './overview';
import { registrarCalls } from './registrar';
import { schedulerCalls } from './scheduler';
import { shellCalls } from './shell';
import { statsCalls } from './stats';
import { teamCalls } from './team';

export * from './activity';
export * from './agentNotifications';
export * from './agents';
export * from './auth';
export * from './billing';
export * from './call';
export * from './calltracking';
export * from './campaigns';
export * from './compliance';
export * from './domains';
export * from './editor';
export * from './emails';
export * from './emailSearch';
export * from './jobs';
export * from './glossary';
export * from './imageUpload';
export * from './notes';
export * from './overview';
export * from './registrar';
export * from './scheduler';
export * from './shell';
export * from './stats';
export * from './team';

/**
 * Every REST call the portal makes, by area. A test walks this list: each call has an answer schema, and the
 * gateway turns a 2xx that does not match it into the call's ERR text.
 */
export const REST_CALLS: Record<string, Record<string, RestCall>> = {
  shell: shellCalls,
  auth: authCalls,
  agents: agentCalls,
  domains: domainCalls,
  stats: statsCalls,
  emails: emailCalls,
  team: teamCalls,
  billing: billingCalls,
  campaigns: campaignCalls,
  calltracking: callTrackingCalls,
  editor: editorCalls,
  overview: overviewCalls,
  scheduler: schedulerCalls,
  registrar: registrarCalls,
  activity: activityCalls,
  jobs: jobCalls,
  notes: noteCalls,
  glossary: glossaryCalls,
  emailSearch: emailSearchCalls,
  agentNotifications: agentNotificationCalls,
  compliance: complianceCalls,
  imageUpload: imageUploadCalls,
};

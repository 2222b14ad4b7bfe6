/**
 * The error catalogue (ERR rows). Quoted texts are the spec's, word for word; the others were written
 * for this portal (decision D-09) in the same voice, and every scheduler text ends with
 * "Please try again later." (ERR-013).
 */
export const SUPPORT_SUFFIX = "Please contact support if you've seen this message multiple times.";

/** ERR-001: alert texts get the support sentence appended. */
export function formatAlert(message: string): string {
  const trimmed = message.trim();
  if (trimmed.endsWith(SUPPORT_SUFFIX)) return trimmed;
  return `${trimmed} ${SUPPORT_SUFFIX}`;
}

/**
 * A write that timed out may still have landed upstream (issue #8, decision D-64): the call's ERR text plus this
 * advice, so the user looks at the refreshed page before saving again.
 */
export function writeMayHaveLanded(failure: string): string {
  return `${failure.trim()} The change may have been saved: check before trying again.`;
}

export const MESSAGES = {
  generic: 'There was an issue fetching data.', // ERR-002
  siteConfigLoad: 'there was an issue retrieving site settings! Please try again later.', // ERR-003
  siteConfigSave: 'there was an issue saving site settings! Please try again later.', // ERR-004
  authInfo: 'There was an issue retrieving your data! Please try again later.', // ERR-005
  acceptTos: 'There was an issue accepting your TOS! Please try again later.', // ERR-006
  emailsLoad: "We couldn't retrieve your emails! Please try again later", // ERR-007
  emailAdd: 'There was an issue adding that email redirect! Please try again later.', // ERR-008
  emailPopulate: 'There was an issue populating your email redirects! Please try again later.', // ERR-009
  emailSave: 'There was an issue saving that email redirect! Please try again later.', // ERR-010
  emailTest: 'There was an issue testing that email redirect! Please try again later.', // ERR-011
  emailDelete: 'There was an issue deleting that email redirect! Please try again later.', // ERR-012
  schedSubscriptionLoad: 'There was an issue retrieving your scheduler subscription. Please try again later.', // ERR-014
  schedSignUp: 'There was an issue signing you up for the appointment scheduler. Please try again later.', // ERR-015
  schedCancel: 'There was an issue canceling your scheduler subscription. Please try again later.', // ERR-016
  appointmentsLoad: 'There was an issue retrieving your appointments. Please try again later.', // ERR-017
  appointmentCancel: 'There was an issue canceling that appointment. Please try again later.', // ERR-018
  appointmentReschedule: 'There was an issue rescheduling that appointment. Please try again later.', // ERR-019
  schedulesLoad: 'There was an issue retrieving your schedules. Please try again later.', // ERR-020
  scheduleCreate: 'There was an issue creating that schedule. Please try again later.', // ERR-021
  scheduleUpdate: 'There was an issue updating that schedule. Please try again later.', // ERR-022
  scheduleDelete: 'There was an issue deleting that schedule. Please try again later.', // ERR-023
  availabilityCreate: 'There was an issue creating that availability block. Please try again later.', // ERR-024
  availabilityUpdate: 'There was an issue updating that availability block. Please try again later.', // ERR-025
  availabilityDelete: 'There was an issue deleting that availability block. Please try again later.', // ERR-026
  oooCreate: 'There was an issue creating that out-of-office block. Please try again later.', // ERR-027
  oooUpdate: 'There was an issue updating that out-of-office block. Please try again later.', // ERR-028
  oooDelete: 'There was an issue deleting that out-of-office block. Please try again later.', // ERR-029
  calendarsLoad: 'There was an issue retrieving your calendar links. Please try again later.', // ERR-030
  recipientsLoad: 'There was an issue retrieving your email recipients. Please try again later.', // ERR-031
  recipientsUpdate: 'There was an issue updating your email recipients. Please try again later.', // ERR-032
  domainsLoad: 'There was an issue retrieving your domains! Please try again later.', // ERR-033
  domainCancel: 'There was an issue canceling that domain! Please try again later.', // ERR-034
  domainTransfer: (name: string) => `Sorry, there was an issue transferring ${name}.`, // ERR-035
  domainPurchase: (name: string) => `Sorry, there was an issue purchasing ${name}.`, // ERR-035's wording for a purchase
  domainChange: 'We are unable to change your domain at this time! Please try again later.', // ERR-036
  domainMove: 'There was an issue moving that domain! Please try again later.', // ERR-037
  graphData: 'There was an issue retrieving your graph data! Please try again later.', // ERR-038
  m1Stats: 'There was an issue retrieving your M1 stats! Please try again later.', // ERR-039
  proxyData: 'There was an issue retrieving your proxy data! Please try again later.', // ERR-040
  renderAttempts: 'There was an issue retrieving the render attempts! Please try again later.', // ERR-041
  movableDomains: 'There was an issue retrieving the movable domains! Please try again later.', // ERR-042
  whois: 'There was an issue retrieving the whois data! Please try again later.', // ERR-043
  editorContent: (domain: string) => `The content for ${domain} did not load properly`, // ERR-044
  overridesCheck: 'The check for pending content overrides failed.', // ERR-045
  overrideSave: 'There was an issue saving that override.', // ERR-046
  overrideDelete: 'There was an issue deleting that override.', // ERR-047
  imageUpload: 'There was a problem uploading that image.', // ERR-048
  contentUpdate: 'There was an issue updating the content.', // ERR-049
  editorApi: 'An editor api has failed', // ERR-050
  notificationSave: 'Saving that notification failed.', // ERR-052
  notificationDelete: 'Deleting that notification failed.', // ERR-053
  notificationsLoad: 'there was an issue retrieving notifications! Please try again later.', // ERR-054
  saveDialogTitle: 'Those changes were not saved!', // ERR-055
  paymentLoad: 'We could not get your payment info! Please try again later.', // ERR-056
  paymentUpdate: 'There was an issue updating that payment method! Please try again later.', // ERR-057
  paymentAdd: 'There was an issue saving that payment method! Please try again later.', // ERR-058
  paymentDelete: 'There was an issue deleting that payment method! Please try again later.', // ERR-059
  paymentSelect: 'There was an issue selecting that payment method! Please try again later.', // ERR-060
  compDeduct: 'There was an issue using compensation deduction! Please try again later.', // ERR-061
  staffLoad: 'There was an issue retrieving the staff account! Please try again later.', // ERR-062
  staffUpdate: 'There was an issue updating the staff settings! Please try again later.', // ERR-063
  qlpStats: 'There was an issue retrieving the QLP stats! Please try again later.', // ERR-064
  callTrackingInfo: 'There was an issue retrieving call tracking info! Please try again later.', // ERR-065
  callTrackingSave: 'There was an issue saving call tracking! Please try again later.', // ERR-066
  callTrackingCreate: 'There was an issue creating call tracking! Please try again later.', // ERR-067
  callTrackingDisable: 'There was an issue disabling call tracking! Please try again later.', // ERR-068
  callTrackingAreaCode: 'There was an issue requesting numbers for that area code! Please try again later.', // ERR-069
  callTrackingCalls: 'There was an issue retrieving the calls! Please try again later.', // ERR-070
  callTrackingHistory: 'There was an issue retrieving the call history! Please try again later.', // ERR-071
  callTrackingData: 'There was an issue retrieving call tracking data! Please try again later.', // ERR-072
  billingInfo: 'There was an issue retrieving billing info! Please try again later.', // ERR-073
  jobListings: 'There was an issue retrieving job listings! Please try again later.', // ERR-074
  jobListingUpdate: 'There was an issue updating that job listing! Please try again later.', // ERR-075
  notesLoad: 'There was an issue retrieving notes! Please try again later.', // ERR-076
  noteSave: 'There was an issue saving that note! Please try again later.', // ERR-077
  emailSearch: 'There was an issue searching the email log! Please try again later.', // ERR-078
  authcode: 'There was an issue with the authcode! Please try again later.', // ERR-079
  registrarLoad: 'There was an issue retrieving registrar data! Please try again later.', // ERR-080
  registrarContact: 'There was an issue updating that registrar contact! Please try again later.', // ERR-081
  transferMark: 'There was an issue marking that domain for transfer! Please try again later.', // ERR-082
  glossarySave: 'There was an issue saving that glossary term! Please try again later.', // ERR-083
  glossaryLoad: 'There was an issue retrieving the glossary! Please try again later.', // the glossary's GET (text not shown, D-103)
  glossaryDelete: 'There was an issue deleting that glossary term! Please try again later.', // the glossary's DELETE (text not shown, D-103)
  agentData: (id: string) => `Could not retrieve data for ${id}`, // ERR-084
  agentNotFound: (id: string) => `Agent ${id} does not exist.`, // the upstream's 404 on API-060 (decision D-74)
  dashData: 'There was an issue retrieving your dashboard data! Please try again later.', // ERR-085
  agentNotificationsLoad: 'There was an issue reloading your notifications! Please try again later.', // ERR-086
  agentNotificationDismiss: 'There was an issue dismissing that notification! Please try again later.', // ERR-087
  agentNotificationExpand: 'There was an issue expanding that notification! Please try again later.', // ERR-088
  agentSearch: 'There was an issue searching for agents! Please try again later.', // ERR-089
  missingAssociateId: 'Associate ID is undefined.', // ERR-090
  noAreaCodeNumbers: 'There are no numbers available for that area code.', // ERR-092
  billingCreate: 'creation failed, please try again later.', // ERR-093
  complianceEditor:
    "Our apologies, there was an error while checking compliance. Support has been notified, but you can't make text edits at the moment -- please try again later. Thanks for your patience!", // ERR-095
  noDomainForOverrides: 'No domain name to check for overrides', // ERR-096
  serviceUpdates: 'Failed to fetch service updates.', // ERR-097
  noOpenJobs: 'There are no open jobs right now.', // ERR-101
  jobsNotFound: "Couldn't find any jobs. There may be an issue with the url.", // ERR-102
  complianceVendorDown: 'Sorry!  The compliance vendor is not currently responding.  Please try again later.', // ERR-099
  compliant: 'This text is compliant.', // ERR-100
  // Not in the catalogue: portal-level texts.
  toolboxNeedsAgent: "This control requires an agent. Please navigate to the agent's dashboard first.", // ADMIN-005
  forbidden: 'You do not have access to that page.',
  loginFailed: "Your username and password didn't match. Please try again.",
  notAuthenticated: 'Please log in to continue.',
  // An upstream 400's field message that is long, multi-line or looks like a path, stack frame or exception (D-61).
  valueNotAccepted: 'This value was not accepted.',
} as const;

/** The login throttle's refusal (issue #8, decision D-63): the wait in whole minutes, rounded up. */
export function loginThrottled(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many failed sign-ins. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** GraphQL error codes the gateway puts in extensions.code (decision D-08). */
export const ERROR_CODES = [
  'UNAUTHENTICATED', // no signed-in user
  'FORBIDDEN', // the roles table forbids it
  'BAD_USER_INPUT', // validation failed; extensions.fields carries messages per field
  'NOT_FOUND', // the upstream answered 404
  'UPSTREAM_ERROR', // the upstream failed, a read timed out, or it could not be reached
  'UPSTREAM_TIMEOUT', // a write timed out: it may have landed (D-64)
  'SERVICE_UNAVAILABLE', // a service behind the upstream (the compliance vendor) is not responding: try again later
  'PERSISTED_QUERY_NOT_FOUND',
  'TOO_MANY_REQUESTS', // the login throttle refused before any upstream call (D-63)
  'INTERNAL_SERVER_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

import {
  EMAIL_RULE_MESSAGES,
  redirectAddressOf,
  validateRedirect,
  validateRedirectList,
  type FieldErrors,
  type RedirectPair,
} from '@portal/rules';

/**
 * One redirect in a form. `redirectAddress` holds only the part before @domain (the domain is shown next to it);
 * the field keeps the rules' and the gateway's name, so their field errors land on it as they are.
 */
export interface RedirectRow {
  redirectAddress: string;
  realAddress: string;
}

/** The add and edit forms. */
export interface RedirectValues extends RedirectRow {
  domainName: string;
}

/** The bulk add form (EMAIL-003). */
export interface PopulateValues {
  domainName: string;
  rows: RedirectRow[];
}

/** The domain select's own message (the rules start once a domain is chosen). */
export const CHOOSE_DOMAIN = 'Choose a domain.';

export const EMPTY_ROW: RedirectRow = { redirectAddress: '', realAddress: '' };

/** The rules and the gateway speak of the whole redirect address: local part @ domain, trimmed and lower-cased. */
export function toPair(row: RedirectRow, domainName: string): RedirectPair {
  return { redirectAddress: redirectAddressOf(row.redirectAddress, domainName), realAddress: row.realAddress.trim() };
}

/** EMAIL-007, EMAIL-008: one redirect; `taken` are the domain's other redirect addresses. */
export function redirectErrors(values: RedirectValues, taken: readonly string[]): FieldErrors {
  if (!values.domainName) return { domainName: [CHOOSE_DOMAIN] };
  return validateRedirect(toPair(values, values.domainName), values.domainName, taken);
}

/** Blank rows are left out, so a person can leave spare rows empty: the indexes of the rows that are sent. */
export function filledRows(rows: readonly RedirectRow[]): number[] {
  return rows.flatMap((row, index) => (row.redirectAddress.trim() || row.realAddress.trim() ? [index] : []));
}

/** EMAIL-003, EMAIL-007: the rows that are sent, each checked with the earlier ones counting as taken. */
export function populateErrors(values: PopulateValues, taken: readonly string[]): FieldErrors {
  const { domainName, rows } = values;
  if (!domainName) return { domainName: [CHOOSE_DOMAIN] };
  const filled = filledRows(rows);
  if (filled.length === 0) return { 'rows.0.redirectAddress': [EMAIL_RULE_MESSAGES.emptyList] };
  const errors: FieldErrors = {};
  validateRedirectList(
    filled.map((index) => toPair(rows[index], domainName)),
    domainName,
    taken,
  ).forEach((rowErrors, i) => {
    for (const [field, messages] of Object.entries(rowErrors)) errors[`rows.${filled[i]}.${field}`] = messages;
  });
  return errors;
}

/**
 * The gateway names a bulk add's fields redirects.{index}.{field} by the list it was sent (decision D-31); the form
 * names them by its own rows, blank ones included.
 */
export function populateFieldName(name: string, sentRows: readonly number[]): string | null {
  const match = /^redirects\.(\d+)\.(\w+)$/.exec(name);
  if (!match) return name;
  const row = sentRows[Number(match[1])];
  return row === undefined ? null : `rows.${row}.${match[2]}`;
}

/** Redirects of one domain; the list is filtered on the client because it already holds every redirect. */
export function redirectsOn<T extends { domainName: string }>(redirects: readonly T[], domainName: string): T[] {
  return domainName ? redirects.filter((r) => r.domainName === domainName) : [...redirects];
}

/** The cost note (CONST-006): what the agent's parked-domain redirects cost a month, as the page words it. */
export function monthlyCostText(cost: number): string {
  return cost === 0
    ? 'None of your redirects are on a parked domain, so they cost nothing extra.'
    : `Your redirects on parked domains cost $${cost} per month.`;
}

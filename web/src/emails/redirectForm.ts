import { redirectAddressOf, type FieldErrors } from '@portal/rules';

/** One row of a redirect form: the local part before @domain, and where the mail goes. */
export interface RedirectRowInput {
  localPart: string;
  realAddress: string;
}

/** The domain select's own message (the rules start once a domain is chosen). */
export const CHOOSE_DOMAIN = 'Choose a domain.';

export const EMPTY_ROW: RedirectRowInput = { localPart: '', realAddress: '' };

/** The form keeps the local part; the rules and the gateway speak of the whole redirect address. */
export function toPair(row: RedirectRowInput, domainName: string) {
  return { redirectAddress: redirectAddressOf(row.localPart, domainName), realAddress: row.realAddress.trim() };
}

/** The form's field names for the gateway's (and the rules') field errors. */
export function rowFieldErrors(errors: FieldErrors): FieldErrors {
  const result: FieldErrors = {};
  for (const [name, messages] of Object.entries(errors)) {
    const field = name === 'redirectAddress' ? 'localPart' : name;
    result[field] = [...(result[field] ?? []), ...messages];
  }
  return result;
}

/**
 * A bulk add's field errors by row, in the rules' field names (decision D-31: the gateway names them redirects.{index}.{field}); errors that
 * name no row (such as domainName) stay in `form`.
 */
export function splitListErrors(fields: FieldErrors, rowCount: number): { rows: FieldErrors[]; form: FieldErrors } {
  const rows: FieldErrors[] = Array.from({ length: rowCount }, () => ({}));
  const form: FieldErrors = {};
  for (const [name, messages] of Object.entries(fields)) {
    const match = /^redirects\.(\d+)\.(\w+)$/.exec(name);
    const index = match ? Number(match[1]) : -1;
    if (match && index < rowCount) {
      const field = match[2];
      rows[index][field] = [...(rows[index][field] ?? []), ...messages];
    } else {
      form[name] = [...(form[name] ?? []), ...messages];
    }
  }
  return { rows, form };
}

export function hasErrors(...errors: readonly FieldErrors[]): boolean {
  return errors.some((e) => Object.keys(e).length > 0);
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

import { COMPLIANCE_MESSAGES, type FieldErrors } from '@portal/rules';
import type { EditorOverrideChangeInput } from '../../__generated__/resolvers';
import type { GatewayContext } from '../../context';
import { badUserInput } from '../../rest/errors';
import { askVendor, toComplianceCheck } from '../../lib/complianceCheck';

/**
 * The save rule (EDITOR-051..062, decision D-102): before a text override is stored the gateway checks it again
 * with the vendor (API-105, English only, the change's own allowed terms), so no client can store text that has not
 * passed. Blank texts and image or boolean overrides pass with no check. The value is sent as stored: the vendor
 * reads it as HTML, which a plain text without markup is too. A failing text is BAD_USER_INPUT on its field
 * (VALID-049); the vendor down is ERR-099, any other vendor failure ERR-095. Not logged (API-106 logs the checks
 * the user saw).
 */
export async function requireCompliantChanges(
  ctx: GatewayContext,
  domainName: string,
  changes: readonly EditorOverrideChangeInput[],
): Promise<void> {
  const checks = changes.map(async (change, i) => {
    const value = change.value ?? '';
    if ((change.type ?? 'text') !== 'text' || value.trim() === '') return null;
    const { answer } = await askVendor(ctx, domainName, value, change.allowedTerms ?? []);
    return toComplianceCheck(answer).compliant ? null : i;
  });
  const failed = (await Promise.all(checks)).filter((i): i is number => i !== null);
  if (failed.length === 0) return;
  const fields: FieldErrors = {};
  for (const i of failed) fields[`changes.${i}.value`] = [COMPLIANCE_MESSAGES.notCompliant];
  throw badUserInput(COMPLIANCE_MESSAGES.notCompliant, fields);
}

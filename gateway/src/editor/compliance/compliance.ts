import { COMPLIANCE_HELPER_DOMAIN, type SessionUser } from '@portal/rules';
import { complianceCalls, type ComplianceAnswer } from '@portal/rules/contract';
import type {
  CheckComplianceInput,
  ComplianceCheck,
  ComplianceHelperCheck,
  ComplianceHelperCheckInput,
} from '../../__generated__/resolvers';
import { requireAdmin } from '../../session/guards';
import type { GatewayContext } from '../../context';
import { loadConfig, requireEditorAccess } from '../editor';
import { askVendor, definedTerms, requireEditorType, skippedCheck, toComplianceCheck, vendorText } from '../../lib/complianceCheck';

/** Who the user works for, as the event log keeps it (decision D-102). */
function organizationOf(user: SessionUser, configAssociateId: string): string {
  switch (user.userType) {
    case 'mirus':
      return 'provider';
    case 'corp':
      return 'corporate';
    case 'agent':
      return user.associateId ?? configAssociateId;
    default:
      return configAssociateId; // an agent's staff member works for the agency whose domain it is
  }
}

function violationsOf(answer: ComplianceAnswer) {
  const { assessment } = answer.compliance;
  return [
    ...assessment.collapsedViolations.map((v) => ({ kind: 'lexicon' as const, text: v.term, category: v.category })),
    ...answer.sanitizer.map((text) => ({ kind: 'sanitizer' as const, text, category: null })),
    ...assessment.generalViolations.map((v) => ({ kind: 'general' as const, text: v.message, category: v.code })),
  ];
}

/**
 * API-106 after a completed check: one event, naming the real signed-in user (not a view-as identity). A failed log
 * is not the user's problem: the check stands (decision D-102).
 */
async function logCheck(ctx: GatewayContext, domainName: string, configAssociateId: string, answer: ComplianceAnswer) {
  try {
    const user = await ctx.viewer.real();
    await ctx.rest.call(complianceCalls.logEvent, {
      path: { domainName },
      body: {
        response: answer,
        is_compliant: answer.compliance.assessment.isCompliant,
        disposition: answer.compliance.disposition,
        violations: violationsOf(answer),
        domain: domainName,
        config_associate_id: configAssociateId,
        user: {
          username: user.user ?? '',
          user_type: user.userType ?? 'unknown',
          identifier: user.userDetails?.identifier ?? null,
          email: user.email,
        },
        organization: organizationOf(user, configAssociateId),
      },
      failure: 'The compliance check could not be logged.',
    });
  } catch {
    // Deliberately swallowed: see above.
  }
}

/**
 * Mutation.checkCompliance (EDITOR-051..062, API-105, API-106): VALID-054 and VALID-050 first (no call), then the
 * editor's write access, then the domain's config (its associate id goes into the event log; a domain that is not
 * this agent's is ERR-044) and the vendor in parallel, then the event.
 */
export async function checkCompliance(ctx: GatewayContext, input: CheckComplianceInput): Promise<ComplianceCheck> {
  const editorType = requireEditorType(input.editorType);
  const { domainName } = await requireEditorAccess(ctx, input.agentId, input.domainName, 'write');
  const terms = definedTerms(input.allowedTerms);
  if (!terms) return skippedCheck();
  const [config, { answer }] = await Promise.all([
    loadConfig(ctx, input.agentId, domainName),
    askVendor(ctx, domainName, vendorText(input.text, editorType), terms),
  ]);
  await logCheck(ctx, domainName, config.associateId, answer);
  return toComplianceCheck(answer);
}

/**
 * Mutation.complianceHelperCheck (ADMIN-078..083): internal staff only, before anything else; the fixed test domain
 * of product type m2 (CONST-043); the vendor's raw answer for ADMIN-082. A test is not logged (decision D-102).
 */
export async function complianceHelperCheck(
  ctx: GatewayContext,
  input: ComplianceHelperCheckInput,
): Promise<ComplianceHelperCheck> {
  await requireAdmin(ctx);
  const editorType = requireEditorType(input.editorType);
  const { domainName, productType } = COMPLIANCE_HELPER_DOMAIN;
  const sentText = vendorText(input.text, editorType);
  const terms = definedTerms(input.allowedTerms);
  if (!terms) return { check: skippedCheck(), domainName, productType, sentText, rawResponse: null };
  const { answer, raw } = await askVendor(ctx, domainName, sentText, terms);
  return { check: toComplianceCheck(answer), domainName, productType, sentText, rawResponse: raw };
}

import { Stack, Text } from '@chakra-ui/react';
import { type ComplianceDisposition } from '@portal/rules';
import { COMPLIANCE_DISPOSITION_LABELS } from './helperWords';
import type { mutationsComplianceHelperCheckMutation$data } from '../../__generated__/mutationsComplianceHelperCheckMutation.graphql';
import type { ComplianceState } from '../../widgets/complianceScheduler';
import { ComplianceStatus } from '../../widgets/ComplianceStatus';

type Answer = mutationsComplianceHelperCheckMutation$data['complianceHelperCheck'];

/**
 * The check in words (ERR-098, ERR-100, VALID-049, VALID-053) or its failure (ERR-099, ERR-095), shown exactly as the
 * content editor shows them beside a text (the shared ComplianceStatus), so the bench shows what an agent would see;
 * plus the vendor's disposition.
 */
export function CheckResult({ state, answer }: { state: ComplianceState; answer: Answer | null }) {
  const disposition = answer?.check.disposition as ComplianceDisposition | null | undefined;
  return (
    <Stack gap="2">
      {state.status === 'idle' && <Text color="fg.muted">The result of a check appears here.</Text>}
      <ComplianceStatus state={state} />
      {disposition && COMPLIANCE_DISPOSITION_LABELS[disposition] && (
        <Text textStyle="sm" color="fg.muted">{`The vendor's decision: ${COMPLIANCE_DISPOSITION_LABELS[disposition]}.`}</Text>
      )}
    </Stack>
  );
}

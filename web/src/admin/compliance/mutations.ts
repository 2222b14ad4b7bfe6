import { graphql } from 'relay-runtime';
import type { mutationsComplianceHelperCheckMutation } from '../../__generated__/mutationsComplianceHelperCheckMutation.graphql';
import { useKitMutation } from '../../relay/useKitMutation';

/**
 * ADMIN-078..083 (API-105): one test check against the fixed test domain. A check stores nothing, so it goes without
 * the saving snackbar; the tab shows its progress and its failure itself (decision D-107).
 */
export function useComplianceHelperCheck() {
  return useKitMutation<mutationsComplianceHelperCheckMutation>(graphql`
    mutation mutationsComplianceHelperCheckMutation($input: ComplianceHelperCheckInput!) {
      complianceHelperCheck(input: $input) {
        domainName
        productType
        sentText
        rawResponse
        check {
          checked
          compliant
          message
          disposition
          violations {
            term
            text
            categoryLabel
            severity
            count
          }
          generalViolations
          sanitizer
          spelling {
            word
            suggestions
          }
          misspellingWarning
        }
      }
    }
  `);
}

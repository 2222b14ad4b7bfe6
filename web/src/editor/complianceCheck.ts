import type { ComplianceEditorType } from '@portal/rules';
import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { graphql } from 'relay-runtime';
import type { complianceCheckTextMutation } from '../__generated__/complianceCheckTextMutation.graphql';
import { commitCancellable } from '../relay/commitCancellable';
import type { ComplianceCheckFn } from '../widgets/complianceScheduler';

const mutation = graphql`
  mutation complianceCheckTextMutation($input: CheckComplianceInput!) {
    checkCompliance(input: $input) {
      checked
      compliant
      message
      violations {
        term
        text
        categoryLabel
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
`;

/** API-105 for one input of the content editor, with the override's allowed terms (EDITOR-059). */
export function useEditorComplianceCheck({
  agentId,
  domainName,
  allowedTerms,
  editorType,
}: {
  agentId: string;
  domainName: string;
  allowedTerms: readonly string[];
  editorType: ComplianceEditorType;
}): ComplianceCheckFn {
  const environment = useRelayEnvironment();
  const terms = JSON.stringify(allowedTerms);
  return useCallback<ComplianceCheckFn>(
    async (text, signal) => {
      const input = { agentId, domainName, text, allowedTerms: JSON.parse(terms) as string[], editorType };
      const response = await commitCancellable<complianceCheckTextMutation>(environment, mutation, { input }, signal);
      return response.checkCompliance;
    },
    [environment, agentId, domainName, terms, editorType],
  );
}

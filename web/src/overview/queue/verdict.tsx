import { Badge } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { verdict_verdict$key } from '../../__generated__/verdict_verdict.graphql';
import type { ComplianceResult, ComplianceState } from '../../widgets/complianceScheduler';

/** A change's verdict (OverviewQueueItem.verdict, decision D-172), its findings in the editor's shape. */
export interface QueueVerdict {
  readonly outcome: string;
  readonly message: string;
  readonly check: ComplianceResult | null;
}

/** The verdict's data, read whole: the same findings the editor's status widget lists. */
export function useVerdict(ref: verdict_verdict$key): QueueVerdict {
  const { outcome, message, check } = useFragment(
    graphql`
      fragment verdict_verdict on ComplianceVerdict {
        outcome
        message
        check {
          checked
          compliant
          message
          violations {
            term
            text
            phrases
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
    `,
    ref,
  );
  return {
    outcome,
    message,
    check: check ? {
      checked: check.checked,
      compliant: check.compliant,
      message: check.message,
      violations: check.violations.map((v) => ({ term: v.term, text: v.text, phrases: v.phrases, categoryLabel: v.categoryLabel, count: v.count })),
      generalViolations: check.generalViolations,
      sanitizer: check.sanitizer,
      spelling: check.spelling.map((s) => ({ word: s.word, suggestions: s.suggestions })),
      misspellingWarning: check.misspellingWarning,
    } : null,
  };
}

/**
 * The verdict as the editor's status widget shows a check (the same words, the same lists): compliant and not
 * compliant with their findings, "could not be checked" as a failure; a change that is not a text shows nothing.
 */
export function verdictState(verdict: QueueVerdict): ComplianceState {
  switch (verdict.outcome) {
    case 'compliant':
      return verdict.check ? { status: 'accepted', result: verdict.check } : { status: 'idle' };
    case 'notCompliant':
      return verdict.check ? { status: 'notCompliant', result: verdict.check } : { status: 'serviceError', message: verdict.message };
    case 'notChecked':
      return { status: 'serviceError', message: verdict.message };
    default:
      return { status: 'idle' };
  }
}

/** Approving a change with this outcome needs a second look: its check failed or could not run (issue #25). */
export const needsConfirmation = (outcome: string) => outcome === 'notCompliant' || outcome === 'notChecked';

const BADGES: Record<string, { palette: string; text: string }> = {
  compliant: { palette: 'green', text: 'Compliant' },
  notCompliant: { palette: 'red', text: 'Not compliant' },
  notChecked: { palette: 'orange', text: 'Not checked' },
  notAText: { palette: 'gray', text: 'Not a text' },
};

/** The verdict in one word beside a change's title. */
export function VerdictBadge({ outcome }: { outcome: string }) {
  const badge = BADGES[outcome] ?? BADGES.notChecked!;
  return (
    <Badge colorPalette={badge.palette} variant="surface" size="md">
      {badge.text}
    </Badge>
  );
}

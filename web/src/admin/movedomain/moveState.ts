/** ADMIN-035: a move is idle, then moving, then done or error. */
export type MoveState =
  | { kind: 'idle' }
  | { kind: 'moving'; domainName: string }
  | { kind: 'done'; domainName: string; targetAgentId: string }
  | { kind: 'error' };

/** What the status line says in each state (the error's own text is the form's, by its fields: ERR-094). */
export function moveStateText(state: MoveState): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'moving':
      return `Moving ${state.domainName}…`;
    case 'done':
      return `${state.domainName} was moved to agent ${state.targetAgentId}.`;
    case 'error':
      return 'The domain was not moved.';
  }
}

/** What a move is about to do, as the question before it says it. */
export interface MovePlan {
  domainName: string;
  targetAlias: string;
  typeLabel: string;
  removeRedirects: boolean;
}

/** Issue #26 (decision D-224): the question before a move and what follows from it, in words. */
export function moveQuestion(plan: MovePlan, agent: string): { title: string; effects: string[] } {
  return {
    title: `Move ${plan.domainName} from ${agent} to the agent with alias ${plan.targetAlias}?`,
    effects: [
      `${plan.domainName} and its site leave ${agent} and become a ${plan.typeLabel} domain of that agent.`,
      plan.removeRedirects
        ? "The domain's email redirects are removed."
        : "The domain's email redirects stay as they are.",
      'Only another move brings it back.',
    ],
  };
}

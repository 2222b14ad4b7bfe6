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

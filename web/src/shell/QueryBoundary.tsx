import { Component, type ReactNode } from 'react';

/**
 * Keeps a failed side query (site notifications) from taking the page down: the alert bar already shows the
 * failure, so this renders nothing in its place. Give it a new key to try again.
 */
export class QueryBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

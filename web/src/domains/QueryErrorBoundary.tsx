import { Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';

/**
 * Keeps a failed dialog query inside its dialog: the alert bar already has the gateway's message, so the page
 * stays and the dialog says what did not load.
 */
export class QueryErrorBoundary extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <Text color="fg.error">{this.props.message}</Text> : this.props.children;
  }
}

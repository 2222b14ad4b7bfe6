import { Suspense, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { FetchPolicy } from 'relay-runtime';
import { LoadFailure } from './LoadFailure';
import { LoadingState } from './LoadingState';

/** What the query inside passes to useLazyLoadQuery (or its loadQuery): a retry is a new key from the network. */
export interface QueryFetchOptions {
  fetchKey: number;
  fetchPolicy: FetchPolicy;
}

export interface QueryBoundaryProps {
  /** The loading state's words ("Loading the site notifications…"). */
  loadingText: string;
  /** The failure's ERR text, shown with "Try again". */
  failureText: string;
  /** The policy of the first load; every retry goes to the network. */
  fetchPolicy?: FetchPolicy;
  /** Say the failure with role alert: inside a drawer or a dialog, where the alert bar is hidden (see LoadFailure). */
  announce?: boolean;
  /** Runs before a retry renders the query again: a part loaded with useQueryLoader calls its loadQuery here. */
  onRetry?: (options: QueryFetchOptions) => void;
  /** The part that queries, given the options of the current attempt. */
  children: (options: QueryFetchOptions) => ReactNode;
}

/**
 * A part of a screen that loads its own query (a toolbox tab, a card, a panel): the loading state while it is on the
 * way, and when it fails, the failure with "Try again" in its place while the rest of the screen stays. Trying again
 * resets the boundary and asks the network with a new fetchKey, so the failed answer is not served again.
 */
export function QueryBoundary({
  loadingText,
  failureText,
  fetchPolicy = 'store-or-network',
  announce = false,
  onRetry,
  children,
}: QueryBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  const options: QueryFetchOptions = { fetchKey: attempt, fetchPolicy: attempt === 0 ? fetchPolicy : 'network-only' };
  const retry = () => {
    const next = attempt + 1;
    onRetry?.({ fetchKey: next, fetchPolicy: 'network-only' });
    setAttempt(next);
  };
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      fallbackRender={() => <LoadFailure text={failureText} onRetry={retry} announce={announce} />}
    >
      <Suspense fallback={<LoadingState text={loadingText} />}>{children(options)}</Suspense>
    </ErrorBoundary>
  );
}

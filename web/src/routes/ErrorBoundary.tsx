import type { ReactNode } from 'react';
import { ErrorBoundary as Boundary } from 'react-error-boundary';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { useAlerts } from '../alerts/alertStore';
import { invalidateRelayStore } from '../relay/environment';
import { LoadFailure } from '../widgets/LoadFailure';
import { failureText } from './failureText';

/** Loads the page again from the server: a failed field is cached as null, so stale data must not answer. */
function useRetryPage(): { retry: () => void; retrying: boolean } {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname, search, hash } = useLocation();
  return {
    retry: () => {
      invalidateRelayStore();
      // The same address re-runs the loaders and, through resetKeys, resets the page's boundary.
      navigate(`${pathname}${search}${hash}`, { replace: true });
    },
    retrying: navigation.state === 'loading',
  };
}

/** A page that failed: its heading, the failure said once (failureText), and a retry. */
export function PageFailureNotice({ error }: { error: unknown }) {
  const alerts = useAlerts().filter((a) => a.severity === 'error');
  const { retry, retrying } = useRetryPage();
  const text = failureText(
    error,
    alerts.map((a) => a.message),
  );
  return <LoadFailure heading="This page did not load" text={text} onRetry={retry} retrying={retrying} />;
}

/**
 * The one error boundary (react-error-boundary). Around a route's page (page() puts it there) it shows the page's
 * failure with a retry; with `fallback` it keeps a failed part (a dialog's query, a side panel) from taking the page
 * down: `fallback={null}` when the alert bar already says what failed, or a line of text in its place.
 */
export function ErrorBoundary({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { key } = useLocation();
  if (fallback !== undefined) {
    return (
      <Boundary fallback={fallback} resetKeys={[key]}>
        {children}
      </Boundary>
    );
  }
  return (
    <Boundary fallbackRender={({ error }) => <PageFailureNotice error={error} />} resetKeys={[key]}>
      {children}
    </Boundary>
  );
}

import { useRouteError } from 'react-router-dom';
import { PageFailureNotice } from './ErrorBoundary';

/** A route whose loader failed (or a page outside page()): the same notice as the page boundary's. */
export function RouteError() {
  return <PageFailureNotice error={useRouteError()} />;
}

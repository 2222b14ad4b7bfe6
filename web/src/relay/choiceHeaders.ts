import { encodeViewAs, type ViewAsChoice } from './viewAsChoice';

/** The headers that carry the browser's own choices to the gateway (decisions D-18 and D-19). */
export const BACKEND_HEADER = 'X-Portal-Backend';
export const VIEW_AS_HEADER = 'X-View-As';

export function choiceHeaders(backend: string | null, viewAs: ViewAsChoice | null): Record<string, string> {
  const headers: Record<string, string> = {};
  if (backend) headers[BACKEND_HEADER] = backend;
  if (viewAs) headers[VIEW_AS_HEADER] = encodeViewAs(viewAs);
  return headers;
}

import { MESSAGES } from '@portal/rules';
import { isRouteErrorResponse } from 'react-router-dom';
import { GraphQLRequestError } from '../relay/GraphQLRequestError';

/** A failure whose message was written for the user ("Agent A9999 does not exist."): a page may throw it. */
export class PageFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageFailure';
  }
}

/** What the failure itself says to a person, if anything: raw exception texts are not for them. */
function ownMessage(error: unknown): string | null {
  if (error instanceof PageFailure) return error.message;
  if (isRouteErrorResponse(error)) return error.statusText || (typeof error.data === 'string' ? error.data : null);
  if (error instanceof GraphQLRequestError) return error.messages[0] ?? null;
  return null;
}

/**
 * The text a failed page shows under its heading, said once (issue #9): nothing when the alert bar already reports
 * a failure (the network layer put the gateway's message there), else the failure's own words, else the generic
 * text (ERR-002). `alerts` are the messages the alert bar shows now.
 */
export function failureText(error: unknown, alerts: readonly string[]): string | null {
  const own = ownMessage(error);
  if (alerts.length > 0) return null;
  return own ?? MESSAGES.generic;
}

/**
 * The data a page cannot show itself without (the agent of an agent page): a missing one ends the page with its
 * failure notice, `message` saying what did not load (the alert bar usually said it already, then nothing is added).
 */
export function requirePageData<T>(value: T | null | undefined, message: string = MESSAGES.generic): T {
  if (value === null || value === undefined) throw new PageFailure(message);
  return value;
}

/** Relay's error for a field the gateway answered with an error (@throwOnFieldError): the alert bar has its text. */
const RELAY_FIELD_FAILURE = 'Relay: Unexpected response payload';

/**
 * Failures the portal shows in its own words (and the gateway logged when they came from it), or a request the
 * portal cancelled itself: the error reporter does not send them (CONST-044, decision D-192).
 */
export function isHandledFailure(error: unknown): boolean {
  return (
    error instanceof PageFailure ||
    error instanceof GraphQLRequestError ||
    isRouteErrorResponse(error) ||
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.message.startsWith(RELAY_FIELD_FAILURE))
  );
}

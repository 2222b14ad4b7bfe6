import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { ANONYMOUS } from '@portal/rules';
import type { GatewayContext } from '../context';
import { recordOf } from '../ops/requestRecord';
import type { ViewerState } from '../session/viewer';
import { actorOf, isAudited, outcomeOf, targetsOf, viewedAsOf, type AuditTrail } from '../ops/audit';
import type { OperationRequest, PipelinePlugin } from './pipeline/plugin';

const SIGN_IN = 'login';
const SIGN_OUT = 'logout';

function rootFields(request: OperationRequest): string[] {
  return request.operation.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : []));
}

/**
 * Puts every write of provider staff, corporate reviewers and view-as sessions, and every sign-in and sign-out, on the
 * audit trail (issue #24 §3, D-129). Who acted is what the request already learned of its user: the trail never asks
 * the provider itself (a refused write stays refused before any upstream call). A sign-out names the user the request
 * knew before it ran; a sign-in the user it signed in, or the account name it tried.
 */
export function auditPlugin(trail: AuditTrail): PipelinePlugin {
  const before = new WeakMap<OperationRequest, ViewerState | undefined>();
  return {
    didResolveOperation(request) {
      if (request.operation.operation !== 'mutation') return undefined;
      // Who signs out is known only before the session ends: asked (from the auth_info cache when it holds it).
      if (!rootFields(request).includes(SIGN_OUT)) return void before.set(request, request.context.viewer.known());
      return request.context.viewer.state().then(
        (state) => void before.set(request, state),
        () => undefined,
      );
    },
    willSendResponse(request, answer) {
      if (request.operation.operation !== 'mutation') return;
      const fields = rootFields(request);
      const signIn = fields.includes(SIGN_IN);
      const signOut = fields.includes(SIGN_OUT);
      const known = signOut ? before.get(request) : request.context.viewer.known() ?? before.get(request);
      if (!signIn && !signOut && !isAudited(known)) return;
      const { outcome, code } = outcomeOf(answer.errors);
      const signedIn = signIn && known && known.real !== ANONYMOUS && known.real.authenticated ? known : undefined;
      const actor = signIn ? (signedIn ? actorOf(signedIn.real, request.record) : null) : known ? actorOf(known.real, request.record) : null;
      trail.record(
        {
          operation: fields.join(','),
          outcome,
          code,
          actor,
          viewedAs: viewedAsOf(known),
          targets: targetsOf(request.variables),
        },
        request.req,
        request.record,
      );
    },
  };
}

/** The outcome of a plain route's answer, from its status. */
function routeOutcome(status: number): { outcome: 'ok' | 'refused' | 'failed'; code?: string } {
  if (status < 400) return { outcome: 'ok' };
  if (status < 500) return { outcome: 'refused', code: String(status) };
  return { outcome: 'failed', code: String(status) };
}

/**
 * A plain write route (the image upload) on the audit trail when its user is audited: recorded when the answer has
 * gone, with the ids of its query string.
 */
export function auditedRoute(
  trail: AuditTrail,
  action: string,
  contextOf: (args: { req: IncomingMessage; res: ServerResponse }) => Promise<GatewayContext>,
  handler: RequestHandler,
): RequestHandler {
  return (req, res, next) => {
    res.once('close', () => {
      void contextOf({ req, res }).then((ctx) => {
        const known = ctx.viewer.known();
        if (!isAudited(known)) return;
        const query = Object.fromEntries(new URL(req.originalUrl, 'http://gateway.invalid').searchParams);
        trail.record(
          {
            operation: action,
            ...routeOutcome(res.statusCode),
            actor: known ? actorOf(known.real, recordOf(res)) : null,
            viewedAs: viewedAsOf(known),
            targets: targetsOf(query),
          },
          req,
          recordOf(res),
        );
      });
    });
    return handler(req, res, next);
  };
}

import type { SessionUser } from '@portal/rules';
import type { AuthInfoBody } from '@portal/rules/contract';
import type { GatewayContext } from '../context';
import type { Typed } from '../relay/globalId';
import { toSessionUser } from '../session/sessionUser';

export type ViewerObject = SessionUser &
  Typed<'Viewer'> & {
    viewingAs: boolean;
    /** The real user's `user` while a view-as choice is in effect (AUTH-020). */
    realUser: string | null;
  };

/** The effective user's fields, plus who is really signed in. */
export async function loadViewer(ctx: GatewayContext): Promise<ViewerObject> {
  const { real, effective, viewingAs } = await ctx.viewer.state();
  return { __typename: 'Viewer', ...effective, viewingAs, realUser: viewingAs ? real.user : null };
}

/** A session-changing call (login, API-009) answered with the session's user: no second auth_info call. */
export async function adoptSession(ctx: GatewayContext, info: AuthInfoBody): Promise<void> {
  await ctx.viewer.set(toSessionUser(info));
}

import { GraphQLError } from 'graphql';
import { canAdminister, isNotificationActive, MESSAGES, notificationLocation, validateSiteNotification } from '@portal/rules';
import { shellCalls } from '@portal/rules/contract';
import type { z } from 'zod';
import type { SiteNotificationInput } from '../__generated__/resolvers';
import { requireAdmin } from '../session/guards';
import type { GatewayContext } from '../context';
import { fromGlobalId, toGlobalId, type Typed } from '../relay/globalId';
import { badUserInput } from '../rest/errors';

type RawNotification = z.output<typeof shellCalls.siteNotifications.answer>[number];
type Variant = RawNotification['variant'];


export interface SiteNotificationObject extends Typed<'SiteNotification'> {
  id: string;
  notificationId: number;
  header: string;
  message: string | null;
  variant: Variant;
  start: Date | null;
  end: Date | null;
  showDashboard: boolean;
  showMxeditor: boolean;
}

function toSiteNotification(raw: RawNotification): SiteNotificationObject {
  return {
    __typename: 'SiteNotification',
    id: toGlobalId('SiteNotification', raw.id),
    notificationId: raw.id,
    header: raw.header,
    message: raw.message,
    variant: raw.variant,
    start: new Date(raw.start),
    end: new Date(raw.end),
    showDashboard: raw.show_dashboard,
    showMxeditor: raw.show_mxeditor,
  };
}

/** SHELL-030: active while now is within [start, end], boundaries included (Ambiguity 16, decision D-99). */
export function isActive(n: Pick<SiteNotificationObject, 'start' | 'end'>, now: Date): boolean {
  return isNotificationActive(n.start, n.end, now);
}

/** ADMIN-045. */
export function locationOf(n: Pick<SiteNotificationObject, 'showDashboard' | 'showMxeditor'>) {
  return notificationLocation(n.showDashboard, n.showMxeditor);
}

/**
 * SHELL-029: only a signed-in user gets notifications, and nobody else causes an upstream call. Only internal
 * provider staff (the real user: staff viewing as an agent keep their toolbox) get the expired and not yet started
 * ones, which the Notifications tab lists; everyone else gets the active ones alone (issue #24 §5), whatever the
 * provider sends.
 */
export async function loadSiteNotifications(ctx: GatewayContext): Promise<SiteNotificationObject[]> {
  const user = await ctx.viewer.load();
  if (!user.authenticated) return [];
  const list = (await ctx.rest.call(shellCalls.siteNotifications, { failure: MESSAGES.notificationsLoad })).map(toSiteNotification);
  if (canAdminister(await ctx.viewer.real())) return list;
  const now = new Date();
  return list.filter((n) => isActive(n, now));
}

/** VALID-038, VALID-039 and an end after the start: the browser's rules, checked again before any upstream call. */
function validate(input: SiteNotificationInput): void {
  const fields = validateSiteNotification(input);
  if (Object.keys(fields).length > 0) throw badUserInput(MESSAGES.notificationSave, fields);
}

function toUpstream(input: SiteNotificationInput) {
  return {
    header: input.header.trim(),
    message: input.message ?? null,
    variant: input.variant,
    start: input.start.toISOString(),
    end: input.end.toISOString(),
    show_dashboard: input.showDashboard,
    show_mxeditor: input.showMxeditor,
  };
}

function notificationIdOf(id: string, failure: string): number {
  const parsed = fromGlobalId(id);
  const n = parsed?.type === 'SiteNotification' ? Number(parsed.localId) : NaN;
  if (!Number.isInteger(n)) {
    throw new GraphQLError(failure, { extensions: { code: 'NOT_FOUND' } });
  }
  return n;
}

export async function createSiteNotification(ctx: GatewayContext, input: SiteNotificationInput) {
  await requireAdmin(ctx);
  validate(input);
  const body = await ctx.rest.call(shellCalls.createSiteNotification, {
    body: toUpstream(input),
    failure: MESSAGES.notificationSave,
  });
  return { siteNotification: toSiteNotification(body) };
}

export async function updateSiteNotification(ctx: GatewayContext, id: string, input: SiteNotificationInput) {
  await requireAdmin(ctx);
  const n = notificationIdOf(id, MESSAGES.notificationSave);
  validate(input);
  const body = await ctx.rest.call(shellCalls.updateSiteNotification, {
    path: { id: n },
    body: toUpstream(input),
    failure: MESSAGES.notificationSave,
  });
  return { siteNotification: toSiteNotification(body) };
}

export async function deleteSiteNotification(ctx: GatewayContext, id: string) {
  await requireAdmin(ctx);
  const n = notificationIdOf(id, MESSAGES.notificationDelete);
  await ctx.rest.call(shellCalls.deleteSiteNotification, { path: { id: n }, failure: MESSAGES.notificationDelete });
  return { deletedId: toGlobalId('SiteNotification', n) };
}

/** node(id:) for a SiteNotification: the upstream has no single-notification GET, so the list is searched. */
export async function findSiteNotification(ctx: GatewayContext, localId: string) {
  const list = await loadSiteNotifications(ctx);
  return list.find((n) => String(n.notificationId) === localId) ?? null;
}

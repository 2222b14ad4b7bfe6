import { GraphQLError } from 'graphql';
import { MESSAGES } from '@portal/rules';
import { requireAdmin } from '../auth/guards';
import type { GatewayContext } from '../context';
import { fromGlobalId, toGlobalId, type Typed } from '../relay/globalId';
import { badUserInput } from '../rest/errors';
import { seg } from '../rest/path';
import { toDate } from './dates';
import { requireFields } from './required';

const NOTIFICATIONS_PATH = 'api/site_notifications/';
const VARIANTS = ['info', 'warning', 'error', 'success'] as const;
type Variant = (typeof VARIANTS)[number];

interface RawNotification {
  id?: unknown;
  header?: unknown;
  message?: unknown;
  variant?: unknown;
  start?: unknown;
  end?: unknown;
  show_dashboard?: unknown;
  show_mxeditor?: unknown;
}

export interface SiteNotificationInput {
  header: string;
  message?: string | null;
  variant: Variant;
  start: Date;
  end: Date;
  showDashboard: boolean;
  showMxeditor: boolean;
}

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

export function toSiteNotification(raw: RawNotification): SiteNotificationObject {
  const notificationId = Number(raw.id);
  return {
    __typename: 'SiteNotification',
    id: toGlobalId('SiteNotification', notificationId),
    notificationId,
    header: String(raw.header ?? ''),
    message: typeof raw.message === 'string' ? raw.message : null,
    variant: (VARIANTS as readonly unknown[]).includes(raw.variant) ? (raw.variant as Variant) : 'info',
    start: toDate(raw.start),
    end: toDate(raw.end),
    showDashboard: raw.show_dashboard === true,
    showMxeditor: raw.show_mxeditor === true,
  };
}

/** SHELL-030: active while now is within [start, end], boundaries included (Ambiguity 16). */
export function isActive(n: Pick<SiteNotificationObject, 'start' | 'end'>, now: Date): boolean {
  if (!n.start || !n.end) return false;
  return n.start.getTime() <= now.getTime() && now.getTime() <= n.end.getTime();
}

export function locationOf(n: Pick<SiteNotificationObject, 'showDashboard' | 'showMxeditor'>) {
  if (n.showDashboard && n.showMxeditor) return 'both';
  if (n.showDashboard) return 'dashboard';
  if (n.showMxeditor) return 'mxeditor';
  return 'none';
}

/** SHELL-029: only a signed-in user gets notifications, and nobody else causes an upstream call. */
export async function loadSiteNotifications(ctx: GatewayContext): Promise<SiteNotificationObject[]> {
  const user = await ctx.viewer.load();
  if (!user.authenticated) return [];
  const list = await ctx.rest.get<RawNotification[]>(NOTIFICATIONS_PATH, { failure: MESSAGES.notificationsLoad });
  return (Array.isArray(list) ? list : []).map(toSiteNotification);
}

/** VALID-038, VALID-039. start and end are non-null in the schema, so only a blank header is left to catch. */
function validate(input: SiteNotificationInput): void {
  const fields = requireFields({ header: input.header });
  if (Object.keys(fields).length > 0) throw badUserInput(MESSAGES.notificationSave, fields);
}

function toUpstream(input: SiteNotificationInput) {
  return {
    header: input.header,
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
  validate(input);
  await requireAdmin(ctx);
  const body = await ctx.rest.post<RawNotification>(NOTIFICATIONS_PATH, {
    body: toUpstream(input),
    failure: MESSAGES.notificationSave,
  });
  return { siteNotification: toSiteNotification(body) };
}

export async function updateSiteNotification(ctx: GatewayContext, id: string, input: SiteNotificationInput) {
  const n = notificationIdOf(id, MESSAGES.notificationSave);
  validate(input);
  await requireAdmin(ctx);
  const body = await ctx.rest.put<RawNotification>(`${NOTIFICATIONS_PATH}${seg(n)}/`, {
    body: toUpstream(input),
    failure: MESSAGES.notificationSave,
  });
  return { siteNotification: toSiteNotification(body ?? { id: n, ...toUpstream(input) }) };
}

export async function deleteSiteNotification(ctx: GatewayContext, id: string) {
  const n = notificationIdOf(id, MESSAGES.notificationDelete);
  await requireAdmin(ctx);
  await ctx.rest.delete(`${NOTIFICATIONS_PATH}${seg(n)}/`, { failure: MESSAGES.notificationDelete });
  return { deletedId: toGlobalId('SiteNotification', n) };
}

/** node(id:) for a SiteNotification: the upstream has no single-notification GET, so the list is searched. */
export async function findSiteNotification(ctx: GatewayContext, localId: string) {
  const list = await loadSiteNotifications(ctx);
  return list.find((n) => String(n.notificationId) === localId) ?? null;
}

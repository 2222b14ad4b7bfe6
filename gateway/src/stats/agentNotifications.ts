import { MESSAGES } from '@portal/rules';
import { agentNotificationCalls, type AgentNotificationRecord } from '@portal/rules/contract';
import type { AgentNotificationInput } from '../__generated__/resolvers';
import { requireAgentAccess, requireUser } from '../session/guards';
import type { GatewayContext } from '../context';
import type { AgentObject } from '../lib/agent';
import { notFound } from '../lib/domainAccess';
import { objectId } from '../lib/objectId';
import { fromGlobalId } from '../relay/globalId';

const TYPE = 'AgentNotification';

/** The opaque id names the agent and the note, so a write needs no read first (decision D-97). */
const notificationId = (agentId: string, noteId: number) => objectId(TYPE, `${agentId}/${noteId}`);

function parseNotificationId(id: string): { agentId: string; noteId: number } | null {
  const decoded = fromGlobalId(id);
  if (decoded?.type !== TYPE) return null;
  const match = /^([^/]+)\/(\d{1,15})$/.exec(decoded.localId);
  const noteId = match ? Number(match[2]) : 0;
  return match && noteId > 0 ? { agentId: match[1]!, noteId } : null;
}

function toAgentNotification(record: AgentNotificationRecord, agentId: string) {
  return {
    id: notificationId(agentId, record.note_id),
    noteId: record.note_id,
    title: record.title,
    message: record.message,
    variant: record.variant,
    created: new Date(record.created),
    expanded: record.expanded,
  };
}

/** API-062, STATS-004: the parent Agent was access-checked when it was loaded. ERR-086 when it fails. */
export async function loadAgentNotifications(ctx: GatewayContext, agent: AgentObject) {
  const agentId = agent.associateId;
  const records = await ctx.rest.call(agentNotificationCalls.list, {
    path: { agentId },
    failure: MESSAGES.agentNotificationsLoad,
  });
  return records.map((record) => toAgentNotification(record, agentId));
}

/**
 * The agent and note a write names, once the viewer may act for the agent: the effective user (D-19), so provider
 * staff viewing as the agent may, viewing as anyone else may not. An id that names no notification is NOT_FOUND.
 */
async function target(ctx: GatewayContext, input: AgentNotificationInput, failure: string) {
  const parsed = parseNotificationId(input.id);
  if (!parsed) {
    await requireUser(ctx);
    throw notFound(failure);
  }
  await requireAgentAccess(ctx, parsed.agentId);
  return { agentId: parsed.agentId, noteId: parsed.noteId, path: { agentId: parsed.agentId, noteId: parsed.noteId } };
}

/** API-063, STATS-005: DELETE …/notifications/{note_id}/. ERR-087 when it fails. */
export async function dismissAgentNotification(ctx: GatewayContext, input: AgentNotificationInput) {
  const failure = MESSAGES.agentNotificationDismiss;
  const { agentId, noteId, path } = await target(ctx, input, failure);
  await ctx.rest.call(agentNotificationCalls.dismiss, { path, failure });
  return { deletedId: notificationId(agentId, noteId) };
}

/** API-064, STATS-006: PUT …/notifications/{note_id}/expand/, answering the notification. ERR-088 when it fails. */
export async function expandAgentNotification(ctx: GatewayContext, input: AgentNotificationInput) {
  const failure = MESSAGES.agentNotificationExpand;
  const { agentId, path } = await target(ctx, input, failure);
  const record = await ctx.rest.call(agentNotificationCalls.expand, { path, failure });
  return { notification: toAgentNotification(record, agentId) };
}

import { GraphQLError } from 'graphql';
import { canAccessAgent, MESSAGES, overridesDomainError, treePages, type EditorTreePage } from '@portal/rules';
import { editorCalls } from '@portal/rules/contract';
import type { ContentOverride, DomainConfig } from '../__generated__/resolvers';
import { forbidden } from '../session/guards';
import type { GatewayContext } from '../context';
import { requireDomainAccess } from '../lib/domainAccess';
import { normalizeDomainName } from '../lib/domain';
import { findDomain, requireAgentDomains } from '../lib/domainList';
import { badUserInput, upstreamError } from '../rest/errors';
import { toDomainConfig } from './config';
import { toOverride } from './overrides';

export interface DomainEditorObject {
  id: string;
  agentId: string;
  domainName: string;
  canEdit: boolean;
  /** Null only for a parked domain (decision D-174). */
  config: DomainConfig | null;
  parked: boolean;
}

/** API-048 leaves the page keys out; API-049 asks for both statuses (a repeated parameter). */
const CONFIG_QUERY = { include_pages: false };
export const OVERRIDE_STATUS_QUERY = { status: ['pending', 'approved'] };

/** Who may open this domain's editor (decision D-51), checked before any editor call. */
export async function requireEditorAccess(
  ctx: GatewayContext,
  agentId: string,
  domainName: string | null | undefined,
  mode: 'read' | 'write',
): Promise<{ domainName: string; canEdit: boolean }> {
  const missing = overridesDomainError(domainName); // ERR-096
  if (missing) throw badUserInput(missing, { domainName: [missing] });
  const name = normalizeDomainName(domainName as string);
  await requireDomainAccess(ctx, agentId, name); // the agent rule or the demo-domain exemption (AUTH-016)
  const user = await ctx.viewer.load();
  const canEdit = canAccessAgent(user, agentId);
  if (mode === 'write' && !canEdit) throw forbidden();
  // The editor's calls name the domain alone: another agent's domain named under this agent is refused first (D-162).
  if (mode === 'write') await requireAgentDomains(ctx, agentId, [name]);
  return { domainName: name, canEdit };
}

function noEditor(domainName: string): GraphQLError {
  return new GraphQLError(MESSAGES.editorContent(domainName), { extensions: { code: 'NOT_FOUND' } });
}

/**
 * API-048. A parked domain (404), or one of another agent (403), has no editor here: ERR-044. The config must name
 * the agent in the path, so a domain of another agent is not shown under this one.
 */
export async function loadConfig(
  ctx: GatewayContext,
  agentId: string,
  domainName: string,
  failure: string = MESSAGES.editorApi,
): Promise<DomainConfig> {
  const call = editorCalls.config;
  const response = await ctx.rest.callRaw(call, { path: { domainName }, query: CONFIG_QUERY, failure });
  // 404: a parked domain; 403 after the portal's own check passed: a domain that is not this agent's.
  if (response.status === 404 || response.status === 403) throw noEditor(domainName);
  if (response.status < 200 || response.status >= 300) {
    throw upstreamError({ kind: 'status', status: response.status, body: response.body }, failure);
  }
  const config = toDomainConfig(ctx.rest.answerOf(call, response, failure));
  if (config.associateId !== agentId) throw noEditor(domainName);
  return config;
}

/**
 * Query.domainEditor: the access check, then the calls the query selects started together with the config (API-048,
 * 049, 052, 053, 055: `onAccess` starts the DomainEditor fields' look-ahead); the object waits for the config only,
 * the other fields read their (already running) calls.
 */
export async function openEditor(
  ctx: GatewayContext,
  agentId: string,
  domainName: string,
  onAccess: (domainName: string) => void,
): Promise<DomainEditorObject> {
  const access = await requireEditorAccess(ctx, agentId, domainName, 'read');
  onAccess(access.domainName);
  try {
    const config = await loadConfig(ctx, agentId, access.domainName);
    return editorObject(agentId, access.domainName, access.canEdit, config);
  } catch (error) {
    if (await isParked(ctx, agentId, access.domainName)) return { ...editorObject(agentId, access.domainName, access.canEdit, null), parked: true };
    throw error;
  }
}

/**
 * Decision D-174: a domain without an editor that the agent's list (API-036) names as parked is an expected state,
 * not a failure: the editor says so once instead of ERR-044. Anything else (the list refused or failing, another
 * agent's domain) keeps the config's error.
 */
async function isParked(ctx: GatewayContext, agentId: string, domainName: string): Promise<boolean> {
  try {
    return (await findDomain(ctx, agentId, domainName))?.productType === 'parked';
  } catch {
    return false;
  }
}

export function editorObject(
  agentId: string,
  domainName: string,
  canEdit: boolean,
  config: DomainConfig | null,
): DomainEditorObject {
  return {
    id: Buffer.from(`DomainEditor:${agentId}/${domainName}`, 'utf8').toString('base64'),
    agentId,
    domainName,
    canEdit,
    config,
    parked: false,
  };
}

/** API-052 without its disabled nodes (EDITOR-002); ERR-050. */
export async function loadPages(ctx: GatewayContext, editor: DomainEditorObject): Promise<EditorTreePage[]> {
  const nodes = await ctx.rest.call(editorCalls.tree, {
    path: { domainName: editor.domainName },
    failure: MESSAGES.editorApi,
  });
  return treePages(nodes);
}

/** API-049 with status pending and approved (EDITOR-005); ERR-045. */
export async function loadOverrides(ctx: GatewayContext, editor: DomainEditorObject): Promise<ContentOverride[]> {
  const list = await ctx.rest.call(editorCalls.overrides, {
    path: { domainName: editor.domainName },
    query: OVERRIDE_STATUS_QUERY,
    failure: MESSAGES.overridesCheck,
  });
  return list.map((o) => toOverride(o, editor.domainName));
}

/** API-053 (EDITOR-045): 2xx is true; a 404 or any failure is ERR-044. */
export async function loadContentExists(ctx: GatewayContext, editor: DomainEditorObject): Promise<boolean> {
  await ctx.rest.call(editorCalls.content, {
    path: { domainName: editor.domainName },
    failure: MESSAGES.editorContent(editor.domainName),
  });
  return true;
}

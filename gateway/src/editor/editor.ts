import { GraphQLError } from 'graphql';
import {
  canAccessAgent,
  MESSAGES,
  overridesDomainError,
  treePages,
  type EditorTreeNode,
  type EditorTreePage,
} from '@portal/rules';
import type { GatewayContext } from '../context';
import { requireDomainAccess } from '../domains/access';
import { normalizeDomainName } from '../domains/domain';
import { badUserInput, upstreamError } from '../rest/errors';
import { toDomainConfig, type DomainConfigObject } from './config';
import { toOverrides, type ContentOverrideObject } from './overrides';
import { CONFIG_QUERY, editorPaths, OVERRIDE_STATUS_QUERY } from './paths';

export interface DomainEditorObject {
  id: string;
  agentId: string;
  domainName: string;
  canEdit: boolean;
  config: DomainConfigObject;
}

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
  if (mode === 'write' && !canEdit) {
    throw new GraphQLError(MESSAGES.forbidden, { extensions: { code: 'FORBIDDEN' } });
  }
  return { domainName: name, canEdit };
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
): Promise<DomainConfigObject> {
  const raw = await ctx.rest.getRaw(editorPaths.config(domainName), { query: CONFIG_QUERY, failure });
  // 404: a parked domain; 403 after the portal's own check passed: a domain that is not this agent's.
  if (raw.status === 404 || raw.status === 403) {
    throw new GraphQLError(MESSAGES.editorContent(domainName), { extensions: { code: 'NOT_FOUND' } });
  }
  if (raw.status < 200 || raw.status >= 300) {
    throw upstreamError({ kind: 'status', status: raw.status, body: raw.body }, failure);
  }
  const config = toDomainConfig(raw.body);
  if (config.associateId && config.associateId !== agentId) {
    throw new GraphQLError(MESSAGES.editorContent(domainName), { extensions: { code: 'NOT_FOUND' } });
  }
  return config;
}

/**
 * Query.domainEditor: the access check, then the four calls started together (API-048, 049, 052, 053); the object
 * waits for the config only, the other fields read their (already running) calls.
 */
export async function openEditor(
  ctx: GatewayContext,
  agentId: string,
  domainName: string,
  selected: ReadonlySet<string>,
): Promise<DomainEditorObject> {
  const access = await requireEditorAccess(ctx, agentId, domainName, 'read');
  const name = access.domainName;
  // Only the calls the query needs (the same keys the field resolvers ask, so they share the answers).
  if (selected.has('overrides')) ctx.rest.prefetch(`${editorPaths.overrides(name)}?status=pending&status=approved`);
  if (selected.has('pages')) ctx.rest.prefetch(editorPaths.tree(name));
  if (selected.has('contentExists')) ctx.rest.prefetch(editorPaths.content(name));
  const config = await loadConfig(ctx, agentId, name);
  return editorObject(agentId, name, access.canEdit, config);
}

export function editorObject(
  agentId: string,
  domainName: string,
  canEdit: boolean,
  config: DomainConfigObject,
): DomainEditorObject {
  return {
    id: Buffer.from(`DomainEditor:${agentId}/${domainName}`, 'utf8').toString('base64'),
    agentId,
    domainName,
    canEdit,
    config,
  };
}

/** API-052 without its disabled nodes (EDITOR-002); ERR-050. */
export async function loadPages(ctx: GatewayContext, editor: DomainEditorObject): Promise<EditorTreePage[]> {
  const raw = await ctx.rest.get<unknown>(editorPaths.tree(editor.domainName), { failure: MESSAGES.editorApi });
  const nodes = Array.isArray(raw) ? (raw.filter(isNode) as EditorTreeNode[]) : [];
  return treePages(nodes);
}

function isNode(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const node = value as Record<string, unknown>;
  if (typeof node.key !== 'string' || typeof node.editor_type !== 'string') return false;
  return node.children === undefined || (Array.isArray(node.children) && node.children.every(isNode));
}

/** API-049 with status pending and approved (EDITOR-005); ERR-045. */
export async function loadOverrides(ctx: GatewayContext, editor: DomainEditorObject): Promise<ContentOverrideObject[]> {
  const raw = await ctx.rest.get<unknown>(editorPaths.overrides(editor.domainName), {
    query: OVERRIDE_STATUS_QUERY,
    failure: MESSAGES.overridesCheck,
  });
  return toOverrides(raw, editor.domainName);
}

/** API-053 (EDITOR-045): 2xx is true; a 404 or any failure is ERR-044. */
export async function loadContentExists(ctx: GatewayContext, editor: DomainEditorObject): Promise<boolean> {
  await ctx.rest.get(editorPaths.content(editor.domainName), { failure: MESSAGES.editorContent(editor.domainName) });
  return true;
}

import {
  MESSAGES,
  overrideBody,
  validateOverrideChange,
  type FieldErrors,
} from '@portal/rules';
import type { GatewayContext } from '../context';
import { badUserInput } from '../rest/errors';
import { editorObject, loadConfig, requireEditorAccess } from './editor';
import { toOverride, type ContentOverrideObject } from './overrides';
import { editorPaths } from './paths';

export interface SaveOverrideInput {
  agentId: string;
  domainName: string;
  pageKey: string;
  key: string;
  changes: { subkey: string; value?: string | null; type?: string | null }[];
}

export interface DeleteOverrideInput {
  agentId: string;
  domainName: string;
  pageKey: string;
  key: string;
  subkey: string;
}

/**
 * EDITOR-007 (API-050): one pending override per change, with branch and version from the config meta. Bad input
 * (ERR-051) and a demo user are refused before any call; failure ERR-046.
 */
export async function saveOverride(ctx: GatewayContext, input: SaveOverrideInput) {
  const fields: FieldErrors = {};
  if (input.changes.length === 0) fields.changes = ['This list may not be empty.'];
  input.changes.forEach((change, i) => {
    const errors = validateOverrideChange({ ...change, pageKey: input.pageKey, key: input.key });
    for (const [field, messages] of Object.entries(errors)) fields[`changes.${i}.${field}`] = messages;
  });
  if (Object.keys(fields).length > 0) throw badUserInput(MESSAGES.overrideSave, fields);
  const { domainName, canEdit } = await requireEditorAccess(ctx, input.agentId, input.domainName, 'write');
  const config = await loadConfig(ctx, input.agentId, domainName, MESSAGES.overrideSave);
  const created: ContentOverrideObject[] = [];
  const now = new Date();
  for (const change of input.changes) {
    const body = overrideBody(
      { pageKey: input.pageKey, key: input.key, subkey: change.subkey, value: change.value, type: change.type ?? 'text' },
      config.meta,
      now,
    );
    const raw = await ctx.rest.post<Record<string, unknown>>(editorPaths.overrides(domainName), {
      body,
      failure: MESSAGES.overrideSave,
    });
    const override = raw && toOverride(raw, domainName);
    if (override) created.push(override);
  }
  return { overrides: created, domainEditor: editorObject(input.agentId, domainName, canEdit, config) };
}

/** EDITOR-009 (API-051): DELETE overrides/0/ with the config's branch, key, subkey and page_key; failure ERR-047. */
export async function deleteOverride(ctx: GatewayContext, input: DeleteOverrideInput) {
  const { domainName, canEdit } = await requireEditorAccess(ctx, input.agentId, input.domainName, 'write');
  const config = await loadConfig(ctx, input.agentId, domainName, MESSAGES.overrideDelete);
  await ctx.rest.delete(editorPaths.override0(domainName), {
    query: { branch: config.meta.branch, key: input.key, subkey: input.subkey, page_key: input.pageKey },
    failure: MESSAGES.overrideDelete,
  });
  return { domainEditor: editorObject(input.agentId, domainName, canEdit, config) };
}

/** EDITOR-048 (API-057): whoever may open the editor, demo users too; failure ERR-050. */
export async function logEditing(ctx: GatewayContext, input: { agentId: string; domainName: string }) {
  const { domainName } = await requireEditorAccess(ctx, input.agentId, input.domainName, 'read');
  const raw = await ctx.rest.put<{ logged_at?: unknown }>(editorPaths.logEditing(domainName), {
    failure: MESSAGES.editorApi,
  });
  const loggedAt = typeof raw?.logged_at === 'string' ? new Date(raw.logged_at) : null;
  return { domainName, loggedAt: loggedAt && !Number.isNaN(loggedAt.getTime()) ? loggedAt : null };
}

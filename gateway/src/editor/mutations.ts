import { MESSAGES, overrideBody, validateOverrideChange, type FieldErrors } from '@portal/rules';
import { editorCalls } from '@portal/rules/contract';
import type { DeleteOverrideInput, LogEditingInput, SaveOverrideInput } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { requireAgentDomains } from '../lib/domainList';
import { badUserInput } from '../rest/errors';
import { emitOverrideEvent } from './compliance/overrideEvent';
import { requireCompliantChanges } from './compliance/saveRule';
import { editorObject, loadConfig, requireEditorAccess } from './editor';
import { toOverride } from './overrides';

function validateSave(input: SaveOverrideInput): void {
  const fields: FieldErrors = {};
  if (input.changes.length === 0) fields.changes = ['This list may not be empty.'];
  input.changes.forEach((change, i) => {
    const errors = validateOverrideChange({ subkey: change.subkey, value: change.value, pageKey: input.pageKey, key: input.key });
    for (const [field, messages] of Object.entries(errors)) fields[`changes.${i}.${field}`] = messages;
  });
  if (Object.keys(fields).length > 0) throw badUserInput(MESSAGES.overrideSave, fields);
}

/**
 * EDITOR-007 (API-050): one pending override per change, with branch and version from the config meta and the
 * change's allowed terms as given (EDITOR-059). Bad input (ERR-051) and a demo user are refused before any call;
 * a text that does not pass the compliance check again is refused before any is stored (D-102); failure ERR-046.
 * One analytics event per save (API-059).
 */
export async function saveOverride(ctx: GatewayContext, input: SaveOverrideInput) {
  validateSave(input);
  const { domainName, canEdit } = await requireEditorAccess(ctx, input.agentId, input.domainName, 'write');
  // The save rule (D-102): every text is checked again before anything is stored.
  const [config] = await Promise.all([
    loadConfig(ctx, input.agentId, domainName, MESSAGES.overrideSave),
    requireCompliantChanges(ctx, domainName, input.changes),
  ]);
  const now = new Date();
  const overrides = [];
  for (const change of input.changes) {
    const body = overrideBody(
      {
        pageKey: input.pageKey,
        key: input.key,
        subkey: change.subkey,
        value: change.value,
        type: change.type ?? 'text',
        allowedTerms: change.allowedTerms ?? [],
      },
      config.meta,
      now,
    );
    const created = await ctx.rest.call(editorCalls.saveOverride, {
      path: { domainName },
      body,
      failure: MESSAGES.overrideSave,
    });
    overrides.push(toOverride(created, domainName));
  }
  await emitOverrideEvent(ctx, {
    domainName,
    pageKey: input.pageKey,
    key: input.key,
    subkeys: input.changes.map((c) => c.subkey),
    overrideIds: overrides.map((o) => o.overrideId),
    branch: config.meta.branch,
  });
  return { overrides, domainEditor: editorObject(input.agentId, domainName, canEdit, config) };
}

/** EDITOR-009 (API-051): DELETE overrides/0/ with the config's branch, key, subkey and page_key; failure ERR-047. */
export async function deleteOverride(ctx: GatewayContext, input: DeleteOverrideInput) {
  const { domainName, canEdit } = await requireEditorAccess(ctx, input.agentId, input.domainName, 'write');
  const config = await loadConfig(ctx, input.agentId, domainName, MESSAGES.overrideDelete);
  await ctx.rest.call(editorCalls.deleteOverride, {
    path: { domainName },
    query: { branch: config.meta.branch, key: input.key, subkey: input.subkey, page_key: input.pageKey },
    failure: MESSAGES.overrideDelete,
  });
  return { domainEditor: editorObject(input.agentId, domainName, canEdit, config) };
}

/** EDITOR-048 (API-057): whoever may open the editor, demo users too; failure ERR-050. */
export async function logEditing(ctx: GatewayContext, input: LogEditingInput) {
  const { domainName, canEdit } = await requireEditorAccess(ctx, input.agentId, input.domainName, 'read');
  // A demo domain is open to everyone (AUTH-016); whoever acts for the agent logs only its own domains (D-162).
  if (canEdit) await requireAgentDomains(ctx, input.agentId, [domainName]);
  const answer = await ctx.rest.call(editorCalls.logEditing, { path: { domainName }, failure: MESSAGES.editorApi });
  return { domainName, loggedAt: new Date(answer.logged_at) };
}

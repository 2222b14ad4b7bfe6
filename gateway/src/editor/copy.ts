import { articleBlacklistErrors, MESSAGES, normalizeArticleBlacklist } from '@portal/rules';
import { editorCalls } from '@portal/rules/contract';
import type { RefreshCopyInput, SaveArticleBlacklistInput } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { badUserInput } from '../rest/errors';
import { editorObject, loadConfig, requireEditorAccess, type DomainEditorObject } from './editor';

/** API-055 (EDITOR-047); ERR-050. */
export async function loadArticleBlacklist(ctx: GatewayContext, editor: DomainEditorObject): Promise<string[]> {
  const answer = await ctx.rest.call(editorCalls.articleBlacklist, {
    path: { domainName: editor.domainName },
    failure: MESSAGES.editorApi,
  });
  return answer.article_blacklist;
}

/** API-054 (EDITOR-046): PUT copy/refresh/?category=…; ERR-049. */
export async function refreshCopy(ctx: GatewayContext, input: RefreshCopyInput) {
  const category = input.category.trim();
  if (!category) throw badUserInput(MESSAGES.contentUpdate, { category: ['This field may not be blank.'] });
  const { domainName } = await requireEditorAccess(ctx, input.agentId, input.domainName, 'write');
  const answer = await ctx.rest.call(editorCalls.refreshCopy, {
    path: { domainName },
    query: { category },
    failure: MESSAGES.contentUpdate,
  });
  return { domainName, category, refreshed: answer.refreshed };
}

/**
 * API-056 (EDITOR-047): PUT {article_blacklist}; ERR-049. Blank lines are left out; an entry that is not a slug
 * (decision D-67) is refused with its own message before any call.
 */
export async function saveArticleBlacklist(ctx: GatewayContext, input: SaveArticleBlacklistInput) {
  const list = normalizeArticleBlacklist(input.articleBlacklist).filter(Boolean);
  const errors = articleBlacklistErrors(list);
  if (errors.length > 0) throw badUserInput(MESSAGES.contentUpdate, { articleBlacklist: errors });
  const { domainName, canEdit } = await requireEditorAccess(ctx, input.agentId, input.domainName, 'write');
  await ctx.rest.call(editorCalls.saveArticleBlacklist, {
    path: { domainName },
    body: { article_blacklist: list },
    failure: MESSAGES.contentUpdate,
  });
  const config = await loadConfig(ctx, input.agentId, domainName);
  return { domainEditor: editorObject(input.agentId, domainName, canEdit, config) };
}

import { MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../context';
import { badUserInput } from '../rest/errors';
import { editorObject, loadConfig, requireEditorAccess, type DomainEditorObject } from './editor';
import { articleBlacklistPath, copyRefreshPath } from './paths';

const slugs = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];

/** API-055 (EDITOR-047); ERR-050. */
export async function loadArticleBlacklist(ctx: GatewayContext, editor: DomainEditorObject): Promise<string[]> {
  const raw = await ctx.rest.get<{ article_blacklist?: unknown }>(articleBlacklistPath(editor.domainName), {
    failure: MESSAGES.editorApi,
  });
  return slugs(raw?.article_blacklist);
}

/** API-054 (EDITOR-046): PUT copy/refresh/?category=…; ERR-049. */
export async function refreshCopy(
  ctx: GatewayContext,
  input: { agentId: string; domainName: string; category: string },
) {
  const category = input.category.trim();
  if (!category) throw badUserInput(MESSAGES.contentUpdate, { category: ['This field may not be blank.'] });
  const { domainName } = await requireEditorAccess(ctx, input.agentId, input.domainName, 'write');
  const raw = await ctx.rest.put<{ refreshed?: unknown }>(copyRefreshPath(domainName), {
    query: { category },
    failure: MESSAGES.contentUpdate,
  });
  return { domainName, category, refreshed: raw?.refreshed !== false };
}

/** API-056 (EDITOR-047): PUT {article_blacklist}; ERR-049. */
export async function saveArticleBlacklist(
  ctx: GatewayContext,
  input: { agentId: string; domainName: string; articleBlacklist: string[] },
) {
  const { domainName, canEdit } = await requireEditorAccess(ctx, input.agentId, input.domainName, 'write');
  const list = [...new Set(input.articleBlacklist.map((s) => s.trim()).filter(Boolean))];
  await ctx.rest.put(articleBlacklistPath(domainName), {
    body: { article_blacklist: list },
    failure: MESSAGES.contentUpdate,
  });
  const config = await loadConfig(ctx, input.agentId, domainName);
  return { domainEditor: editorObject(input.agentId, domainName, canEdit, config) };
}

import type { Resolvers } from '../__generated__/resolvers';
import { editorCalls, overviewCalls, type RestCall } from '@portal/rules/contract';
import { decisionsQueryOf, loadDecisions } from '../lib/contentDecisions';
import { lookAhead, startLookAhead } from '../lib/lookAhead';
import { complianceResolvers } from './compliance/resolvers';
import { loadArticleBlacklist, refreshCopy, saveArticleBlacklist } from './copy';
import { loadContentExists, loadOverrides, loadPages, openEditor, OVERRIDE_STATUS_QUERY } from './editor';
import { deleteOverride, logEditing, saveOverride } from './mutations';

/** A DomainEditor field's GET, keyed by the domain's name (the same call its resolver makes, so they share it). */
const domainCall = (call: RestCall, query?: Record<string, string | string[]>) => ({
  prefetch: (domainName: string, _args: unknown, ctx: Parameters<typeof loadPages>[0]) =>
    ctx.rest.prefetchCall(call, { path: { domainName }, query }),
});

/** The domain content editor's fields (EDITOR, decisions D-50..D-53). */
export const editorResolvers: Resolvers = {
  Query: {
    domainEditor: (_, args, ctx, info) =>
      openEditor(ctx, args.agentId, args.domainName, (domainName) => startLookAhead(ctx, info, 'DomainEditor', domainName)),
  },
  // A parked domain has none of these (decision D-174): null without a call's error.
  DomainEditor: {
    pages: lookAhead((editor, _, ctx) => (editor.parked ? null : loadPages(ctx, editor)), domainCall(editorCalls.tree)),
    overrides: lookAhead(
      (editor, _, ctx) => (editor.parked ? null : loadOverrides(ctx, editor)),
      domainCall(editorCalls.overrides, OVERRIDE_STATUS_QUERY),
    ),
    contentExists: lookAhead((editor, _, ctx) => (editor.parked ? null : loadContentExists(ctx, editor)), domainCall(editorCalls.content)),
    articleBlacklist: lookAhead(
      (editor, _, ctx) => (editor.parked ? null : loadArticleBlacklist(ctx, editor)),
      domainCall(editorCalls.articleBlacklist),
    ),
    decisions: lookAhead((editor, _, ctx) => (editor.parked ? null : loadDecisions(ctx, editor.domainName)), {
      prefetch: (domainName: string, _args: unknown, ctx: Parameters<typeof loadPages>[0]) =>
        ctx.rest.prefetchCall(overviewCalls.decisions, { query: decisionsQueryOf(domainName) }),
    }),
  },
  Mutation: {
    saveOverride: (_, args, ctx) => saveOverride(ctx, args.input),
    deleteOverride: (_, args, ctx) => deleteOverride(ctx, args.input),
    logEditing: (_, args, ctx) => logEditing(ctx, args.input),
    refreshCopy: (_, args, ctx) => refreshCopy(ctx, args.input),
    saveArticleBlacklist: (_, args, ctx) => saveArticleBlacklist(ctx, args.input),
    ...complianceResolvers.Mutation,
  },
};

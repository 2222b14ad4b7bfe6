import type { Resolvers } from '../__generated__/resolvers';
import { loadDecisions } from '../lib/contentDecisions';
import { selectedFields } from '../rest/selectedFields';
import { complianceResolvers } from './compliance/resolvers';
import { loadArticleBlacklist, refreshCopy, saveArticleBlacklist } from './copy';
import { loadContentExists, loadOverrides, loadPages, openEditor } from './editor';
import { deleteOverride, logEditing, saveOverride } from './mutations';

/** The domain content editor's fields (EDITOR, decisions D-50..D-53). */
export const editorResolvers: Resolvers = {
  Query: {
    domainEditor: (_, args, ctx, info) => openEditor(ctx, args.agentId, args.domainName, selectedFields(info)),
  },
  // A parked domain has none of these (decision D-174): null without a call's error.
  DomainEditor: {
    pages: (editor, _, ctx) => (editor.parked ? null : loadPages(ctx, editor)),
    overrides: (editor, _, ctx) => (editor.parked ? null : loadOverrides(ctx, editor)),
    contentExists: (editor, _, ctx) => (editor.parked ? null : loadContentExists(ctx, editor)),
    articleBlacklist: (editor, _, ctx) => (editor.parked ? null : loadArticleBlacklist(ctx, editor)),
    decisions: (editor, _, ctx) => (editor.parked ? null : loadDecisions(ctx, editor.domainName)),
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

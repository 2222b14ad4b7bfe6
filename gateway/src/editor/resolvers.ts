import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
import { selectedFields } from '../rest/selectedFields';
import { loadArticleBlacklist, refreshCopy, saveArticleBlacklist } from './copy';
import {
  loadContentExists,
  loadOverrides,
  loadPages,
  openEditor,
  type DomainEditorObject,
} from './editor';
import { deleteOverride, logEditing, saveOverride, type DeleteOverrideInput, type SaveOverrideInput } from './mutations';

type Ctx = GatewayContext;

/** The domain content editor's fields (EDITOR, decisions D-50..D-53). */
export const editorResolvers = {
  Query: {
    domainEditor: (_: unknown, args: { agentId: string; domainName: string }, ctx: Ctx, info: GraphQLResolveInfo) =>
      openEditor(ctx, args.agentId, args.domainName, selectedFields(info)),
  },
  DomainEditor: {
    pages: (editor: DomainEditorObject, _: unknown, ctx: Ctx) => loadPages(ctx, editor),
    overrides: (editor: DomainEditorObject, _: unknown, ctx: Ctx) => loadOverrides(ctx, editor),
    contentExists: (editor: DomainEditorObject, _: unknown, ctx: Ctx) => loadContentExists(ctx, editor),
    articleBlacklist: (editor: DomainEditorObject, _: unknown, ctx: Ctx) => loadArticleBlacklist(ctx, editor),
  },
  Mutation: {
    saveOverride: (_: unknown, args: { input: SaveOverrideInput }, ctx: Ctx) => saveOverride(ctx, args.input),
    deleteOverride: (_: unknown, args: { input: DeleteOverrideInput }, ctx: Ctx) => deleteOverride(ctx, args.input),
    logEditing: (_: unknown, args: { input: { agentId: string; domainName: string } }, ctx: Ctx) =>
      logEditing(ctx, args.input),
    refreshCopy: (_: unknown, args: { input: { agentId: string; domainName: string; category: string } }, ctx: Ctx) =>
      refreshCopy(ctx, args.input),
    saveArticleBlacklist: (
      _: unknown,
      args: { input: { agentId: string; domainName: string; articleBlacklist: string[] } },
      ctx: Ctx,
    ) => saveArticleBlacklist(ctx, args.input),
  },
};

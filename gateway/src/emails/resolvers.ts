import { emailCalls } from '@portal/rules/contract';
import type { Resolvers } from '../__generated__/resolvers';
import { agentCall, lookAhead } from '../lib/lookAhead';
import { nodeId } from '../relay/node';
import { addEmailRedirect, populateEmailRedirects } from './add';
import { toRedirectConnection } from './connection';
import { loadEmailRedirects } from './list';
import { loadEmailRedirectNode } from './node';
import { deleteEmailRedirect } from './remove';
import { testEmailRedirect } from './sendTest';
import { updateEmailRedirect } from './update';

/** Agent fields: the parent Agent was access-checked when it was loaded. */
export const emailResolvers: Resolvers = {
  Agent: {
    emailRedirects: lookAhead(
      async (agent, args, ctx) => toRedirectConnection(await loadEmailRedirects(ctx, agent.associateId), args),
      { prefetch: agentCall(emailCalls.list) },
    ),
  },
  EmailRedirect: {
    id: nodeId(loadEmailRedirectNode),
  },
  Mutation: {
    addEmailRedirect: (_, args, ctx) => addEmailRedirect(ctx, args.input),
    populateEmailRedirects: (_, args, ctx) => populateEmailRedirects(ctx, args.input),
    updateEmailRedirect: (_, args, ctx) => updateEmailRedirect(ctx, args.input),
    deleteEmailRedirect: (_, args, ctx) => deleteEmailRedirect(ctx, args.input),
    testEmailRedirect: (_, args, ctx) => testEmailRedirect(ctx, args.input),
  },
};

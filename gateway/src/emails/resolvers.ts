import type { GatewayContext } from '../context';
import type { AgentObject } from '../shell/agent';
import { addEmailRedirect, populateEmailRedirects, type AddEmailRedirectInput, type PopulateEmailRedirectsInput } from './add';
import { toRedirectConnection, type RedirectConnectionArgs } from './connection';
import { loadEmailRedirects } from './list';
import { deleteEmailRedirect, type DeleteEmailRedirectInput } from './remove';
import { testEmailRedirect, type TestEmailRedirectInput } from './sendTest';
import { updateEmailRedirect, type UpdateEmailRedirectInput } from './update';

type Ctx = GatewayContext;

/** Agent fields: the parent Agent was access-checked when it was loaded. */
export const emailResolvers = {
  Agent: {
    emailRedirects: async (agent: AgentObject, args: RedirectConnectionArgs, ctx: Ctx) =>
      toRedirectConnection(await loadEmailRedirects(ctx, agent.associateId), args),
  },
  Mutation: {
    addEmailRedirect: (_: unknown, args: { input: AddEmailRedirectInput }, ctx: Ctx) => addEmailRedirect(ctx, args.input),
    populateEmailRedirects: (_: unknown, args: { input: PopulateEmailRedirectsInput }, ctx: Ctx) =>
      populateEmailRedirects(ctx, args.input),
    updateEmailRedirect: (_: unknown, args: { input: UpdateEmailRedirectInput }, ctx: Ctx) =>
      updateEmailRedirect(ctx, args.input),
    deleteEmailRedirect: (_: unknown, args: { input: DeleteEmailRedirectInput }, ctx: Ctx) =>
      deleteEmailRedirect(ctx, args.input),
    testEmailRedirect: (_: unknown, args: { input: TestEmailRedirectInput }, ctx: Ctx) =>
      testEmailRedirect(ctx, args.input),
  },
};

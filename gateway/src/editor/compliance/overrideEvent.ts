import { complianceCalls } from '@portal/rules/contract';
import type { GatewayContext } from '../../context';

export interface SavedSection {
  domainName: string;
  pageKey: string;
  key: string;
  subkeys: string[];
  overrideIds: number[];
  branch: string;
}

/**
 * API-059: one analytics event per saved section, naming the real signed-in user. Analytics must never cost the
 * agent a save: a failure is swallowed (decision D-102).
 */
export async function emitOverrideEvent(ctx: GatewayContext, saved: SavedSection): Promise<void> {
  try {
    const user = await ctx.viewer.real();
    await ctx.rest.call(complianceCalls.overrideEvent, {
      body: {
        event: 'content_override',
        domain_name: saved.domainName,
        page: saved.pageKey,
        section: saved.key,
        fields: saved.subkeys,
        override_ids: saved.overrideIds,
        branch: saved.branch,
        user: user.user ?? 'unknown',
      },
      failure: 'The override analytics event could not be sent.',
    });
  } catch {
    // Deliberately swallowed: see above.
  }
}

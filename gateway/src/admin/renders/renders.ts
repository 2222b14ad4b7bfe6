import { MESSAGES } from '@portal/rules';
import { domainCalls, type AnswerOf } from '@portal/rules/contract';
import { requireAdmin } from '../../session/guards';
import type { GatewayContext } from '../../context';
import { loadDomains } from '../../lib/domainList';

type RenderList = AnswerOf<typeof domainCalls.renderHistory>;

function historyId(agentId: string, domain: string): string {
  return Buffer.from(`DomainRenders:${agentId}/${domain}`, 'utf8').toString('base64');
}

const newestFirst = (a: RenderList[number], b: RenderList[number]) => Date.parse(b.render_time) - Date.parse(a.render_time);

/** ADMIN-056: a domain's row: its newest render on top of every render. */
function toHistory(agentId: string, domain: string, list: RenderList) {
  const renders = [...list].sort(newestFirst).map((r) => ({
    renderTime: r.render_time,
    success: r.success,
    trigger: r.trigger,
    schemaErrors: r.schema_errors,
    response: JSON.stringify(r.response ?? null),
  }));
  return {
    id: historyId(agentId, domain),
    domain,
    lastRenderTime: renders[0]?.renderTime ?? null,
    lastRenderSuccess: renders[0]?.success ?? null,
    renders,
  };
}

/** ADMIN-056..058: the active domains (API-036) and, in parallel, each one's render history; ERR-041 on failure. */
export async function domainRenders(ctx: GatewayContext, agentId: string) {
  await requireAdmin(ctx);
  const active = (await loadDomains(ctx, agentId)).filter((d) => d.active);
  return Promise.all(
    active.map(async (d) => {
      const list = await ctx.rest.call(domainCalls.renderHistory, {
        path: { agentId, domain: d.domainName },
        failure: MESSAGES.renderAttempts, // ERR-041
      });
      return toHistory(agentId, d.domainName, list);
    }),
  );
}

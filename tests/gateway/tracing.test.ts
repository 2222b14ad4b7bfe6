import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_INFO, clientDocId, SESSION, setup, USERS, type TestGateway } from './helpers';
import { GraphQLSession, startOpsStack } from './opsStack';

// Issue #24 §4 (decision D-128): with tracing on, one trace per request: the request's span, the operation's,
// a span for each resolver that called the provider, and one per upstream call, whose traceparent the provider gets.

const exporter = new InMemorySpanExporter();
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const millis = (time: [number, number]) => time[0] * 1000 + time[1] / 1e6;

function parentOf(span: ReadableSpan): string | undefined {
  return span.parentSpanContext?.spanId;
}

/** Whether `span` is below `ancestor` in the trace. */
function descends(span: ReadableSpan, ancestor: ReadableSpan, spans: ReadableSpan[]): boolean {
  const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
  for (let p = parentOf(span); p; p = parentOf(byId.get(p)!)) {
    if (p === ancestor.spanContext().spanId) return true;
    if (!byId.has(p)) return false;
  }
  return false;
}

describe('issue #24 §4: traces across gateway and provider (D-128)', () => {
  let stack: Awaited<ReturnType<typeof startOpsStack>>;
  beforeAll(async () => {
    stack = await startOpsStack({ tracing: { exporter, batch: false }, persistedQueries: undefined, allowAdhocDocuments: false });
  });
  afterAll(async () => {
    await stack.close();
  });

  it("the dashboard query: one request span, the operation under it, the upstream calls below, the agent's page calls in parallel with the agent", async () => {
    const browser = new GraphQLSession(stack.gateway.url);
    const login = await browser.post({ doc_id: clientDocId('mutationsLoginMutation'), variables: { input: { username: 'alice', password: 'portal-demo' } } });
    expect(login.body.errors).toBeUndefined();
    exporter.reset();
    const dashboard = await browser.post(
      { doc_id: clientDocId('loadersDashboardPageQuery'), variables: { associateId: 'A1001', startDate: isoDay(-29), endDate: isoDay(0) } },
      { 'x-request-id': 'req-trace' },
    );
    expect(dashboard.body.errors).toBeUndefined();
    // The request's span ends when its response closes, just after the client has the answer.
    await expect.poll(() => exporter.getFinishedSpans().filter((s) => s.name === 'POST /graphql')).toHaveLength(1);
    const spans = exporter.getFinishedSpans();
    const [request] = spans.filter((s) => s.name === 'POST /graphql');
    expect(spans.every((s) => s.spanContext().traceId === request!.spanContext().traceId)).toBe(true);
    expect(parentOf(request!)).toBeUndefined();

    const operation = spans.find((s) => s.name === 'query loadersDashboardPageQuery')!;
    expect(parentOf(operation)).toBe(request!.spanContext().spanId);

    const upstream = spans.filter((s) => s.kind === 2 /* SpanKind.CLIENT */);
    const calls = upstream.map((s) => s.name).sort();
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET api/agents/{agentId}/',
        'GET api/agents/{agentId}/dash/',
        'GET api/agents/{agentId}/domains/',
        'GET api/agents/{agentId}/notifications/',
      ]),
    );
    for (const call of upstream) {
      expect(descends(call, operation, spans), call.name).toBe(true);
      expect(call.attributes['http.response.status_code']).toBe(200);
    }
    // Each upstream call hangs under the resolver that made it.
    const agentCall = upstream.find((s) => s.name === 'GET api/agents/{agentId}/')!;
    const resolver = spans.find((s) => s.spanContext().spanId === parentOf(agentCall))!;
    expect(resolver.name).toBe('resolve Query.agent');
    // The page's calls run in parallel with the agent's own GET (one upstream wave, D-121): they start before it ends.
    const dash = upstream.find((s) => s.name === 'GET api/agents/{agentId}/dash/')!;
    expect(millis(dash.startTime)).toBeLessThan(millis(agentCall.endTime));

    // The request's log line carries the trace id.
    const line = stack.log.requests().find((l) => l.reqId === 'req-trace');
    expect(line?.traceId).toBe(request!.spanContext().traceId);
  });

  it('an incoming traceparent makes the request span its child: the caller and the gateway share one trace', async () => {
    exporter.reset();
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await fetch(`${stack.gateway.url}/healthz`, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    expect(res.status).toBe(200);
    await expect.poll(() => exporter.getFinishedSpans().length).toBeGreaterThan(0);
    const [span] = exporter.getFinishedSpans();
    expect(span!.spanContext().traceId).toBe(traceId);
    expect(parentOf(span!)).toBe('00f067aa0ba902b7');
  });
});

describe('the provider gets the W3C traceparent of each call (D-128)', () => {
  let gw: TestGateway;
  const spans = new InMemorySpanExporter();
  beforeAll(async () => {
    gw = await setup({ tracing: { exporter: spans, batch: false } });
  });
  afterAll(async () => {
    await gw.close();
  });

  it("the upstream call's own span id travels in traceparent", async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql('query probe { viewer { user } }', SESSION);
    expect(res.body.data).toEqual({ viewer: { user: 'alice' } });
    const header = gw.callsTo('GET', AUTH_INFO)[0]!.headers.traceparent;
    await expect.poll(() => spans.getFinishedSpans().some((s) => s.name === 'GET api/users/auth_info/')).toBe(true);
    const call = spans.getFinishedSpans().find((s) => s.name === 'GET api/users/auth_info/')!;
    expect(header).toBe(`00-${call.spanContext().traceId}-${call.spanContext().spanId}-01`);
  });
});

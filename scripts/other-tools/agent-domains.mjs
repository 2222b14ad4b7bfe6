#!/usr/bin/env node
// Another internal tool's way into the gateway (docs/other-tools.md): signs in as a service account, names itself
// with the client headers, sends a full GraphQL document and prints an agent's domains as JSON.
//
// Usage: GATEWAY_URL=https://portal.example.com TOOL_USERNAME=svc-tools TOOL_PASSWORD=… \
//          node scripts/other-tools/agent-domains.mjs A1001
// Exit codes: 0 printed, 1 the gateway refused or failed (the error's code and message on stderr), 2 usage.

const CLIENT = { 'apollographql-client-name': 'agent-domains-example', 'apollographql-client-version': '1.0.0' };

const DOMAINS = `query AgentDomains($associateId: ID!, $after: String) {
  agent(associateId: $associateId) {
    domains(first: 25, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { domainName productType productLabel active isCancelled } }
    }
  }
}`;

class GatewayError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/** A GraphQL session: the cookies the gateway relays, X-CSRFToken from the csrftoken cookie, the client headers. */
function session(gatewayUrl) {
  const cookies = new Map();
  return async function send(body) {
    const headers = { 'content-type': 'application/json', ...CLIENT };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookies.has('csrftoken')) headers['x-csrftoken'] = cookies.get('csrftoken');
    const res = await fetch(new URL('/graphql', gatewayUrl), { method: 'POST', headers, body: JSON.stringify(body) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const value = decodeURIComponent(pair.slice(eq + 1));
      if (value) cookies.set(pair.slice(0, eq), value);
      else cookies.delete(pair.slice(0, eq));
    }
    const answer = await res.json().catch(() => ({ errors: [{ message: `HTTP ${res.status}`, extensions: {} }] }));
    // Partial data is possible: an error anywhere means the answer is not the whole list, so it is a failure here.
    const error = answer.errors?.[0];
    if (error) throw new GatewayError(error.extensions?.code ?? 'UNKNOWN', error.message);
    return answer.data;
  };
}

async function main() {
  const [associateId] = process.argv.slice(2);
  const { GATEWAY_URL, TOOL_USERNAME, TOOL_PASSWORD } = process.env;
  if (!associateId || !GATEWAY_URL || !TOOL_USERNAME || !TOOL_PASSWORD) {
    console.error('Usage: GATEWAY_URL=… TOOL_USERNAME=… TOOL_PASSWORD=… node agent-domains.mjs <associateId>');
    return 2;
  }
  const send = session(GATEWAY_URL);
  // Signing in is a persisted id: nobody may send a full document before the gateway knows who they are.
  await send({ doc_id: 'tools/sign-in', variables: { username: TOOL_USERNAME, password: TOOL_PASSWORD } });
  try {
    const domains = [];
    let after = null;
    for (;;) {
      const data = await send({ query: DOMAINS, operationName: 'AgentDomains', variables: { associateId, after } });
      if (!data.agent) throw new GatewayError('NOT_FOUND', `No agent ${associateId}.`);
      const page = data.agent.domains;
      domains.push(...page.edges.map((edge) => edge.node));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    console.log(JSON.stringify(domains, null, 2));
    return 0;
  } finally {
    await send({ doc_id: 'tools/sign-out' }).catch(() => undefined);
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof GatewayError ? `${error.code}: ${error.message}` : String(error));
    process.exit(1);
  },
);

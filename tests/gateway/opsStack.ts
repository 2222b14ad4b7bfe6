import { Writable } from 'node:stream';
import { createLogger, startGateway, type GatewayOptions, type RunningGateway } from '@portal/gateway';
import { startSandbox, type RunningSandbox } from '@portal/sandbox';

/** The log lines a gateway wrote, as text and parsed (JSON lines: the production format). */
export class LogCapture {
  text = '';
  readonly stream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      this.text += chunk.toString('utf8');
      done();
    },
  });

  lines(): Record<string, unknown>[] {
    return this.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  requests(): Record<string, unknown>[] {
    return this.lines().filter((line) => line.msg === 'request');
  }
}

/** A real sandbox (in memory) and an in-process gateway on it, logging JSON lines into `log`. */
export async function startOpsStack(options: Partial<GatewayOptions> = {}) {
  const sandbox: RunningSandbox = await startSandbox({ port: 0, host: '127.0.0.1', file: ':memory:' });
  const log = new LogCapture();
  const gateway: RunningGateway = await startGateway({
    upstreamUrl: `${sandbox.url.replace(/\/$/, '')}/`,
    sandboxMode: true,
    port: 0,
    host: '127.0.0.1',
    allowAdhocDocuments: true,
    persistedQueries: {},
    logger: createLogger({ production: true, destination: log.stream }),
    ...options,
  });
  return {
    sandbox,
    gateway,
    log,
    close: async () => {
      await gateway.close();
      await sandbox.close();
    },
  };
}

/** A GraphQL client that keeps the cookies the gateway relays and sends X-CSRFToken like the web client. */
export class GraphQLSession {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async post(body: Record<string, unknown>, extra: Record<string, string> = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...this.headers, ...extra };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get('csrftoken');
    if (csrf) headers['x-csrftoken'] = csrf;
    const res = await fetch(`${this.url}/graphql`, { method: 'POST', headers, body: JSON.stringify(body) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), decodeURIComponent(pair!.slice(eq + 1)));
    }
    return { status: res.status, headers: res.headers, body: (await res.json()) as { data?: any; errors?: any[] } };
  }

  gql(query: string, variables?: Record<string, unknown>, extra?: Record<string, string>) {
    return this.post({ query, variables }, extra);
  }
}

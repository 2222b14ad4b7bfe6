/**
 * ADMIN-038 (decision D-100): the email log's CSV download streams through the gateway. This fills the sandbox's mail
 * log with 50,000 events that match one search, runs the gateway in a child process and downloads the CSV through
 * /downloads/email-search.csv as provider staff, while the child samples its own memory every few milliseconds.
 * It reports the growth of RSS and of the JS heap (+ Buffers) over the idle baseline, and fails above 20 MB.
 * Run: `tsx tests/bench/emailCsvMemory.ts` (also the last part of `pnpm bench`). Env: BENCH_CSV_ROWS (default 50000).
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const CHILD_FLAG = '--email-csv-gateway';
const LIMIT_MB = 20;
const MB = 1024 * 1024;

interface Memory {
  rss: number;
  heap: number;
}

type FromChild =
  | { url: string }
  | { started: true }
  | { live: Memory }
  | { baseline: Memory; peak: Memory; samples: number };

/** The child: a gateway like production's (its own undici Agent), reporting its memory on request. */
async function gatewayChild(): Promise<void> {
  const { startGateway } = await import('@portal/gateway');
  const gateway = await startGateway({ upstreamUrl: process.env.BENCH_UPSTREAM!, sandboxMode: true, port: 0, host: '127.0.0.1', allowAdhocDocuments: true });
  const now = (): Memory => {
    const m = process.memoryUsage();
    return { rss: m.rss, heap: m.heapUsed + m.external + m.arrayBuffers };
  };
  let baseline = now();
  let peak = baseline;
  let samples = 0;
  let timer: NodeJS.Timeout | undefined;
  const sample = () => {
    const m = now();
    samples += 1;
    peak = { rss: Math.max(peak.rss, m.rss), heap: Math.max(peak.heap, m.heap) };
  };
  process.on('message', (message: string) => {
    if (message === 'start') {
      global.gc?.();
      baseline = now();
      peak = baseline;
      samples = 0;
      timer = setInterval(sample, 2);
      process.send!({ started: true });
    } else if (message === 'mid') {
      // What the download really holds half-way: the garbage of the chunks already passed on is collected first.
      global.gc?.();
      process.send!({ live: now() });
    } else if (message === 'stop') {
      clearInterval(timer);
      sample();
      process.send!({ baseline, peak, samples });
    } else if (message === 'exit') {
      void gateway.close().then(() => process.exit(0));
    }
  });
  process.send!({ url: gateway.url });
}

function nextMessage(child: ChildProcess): Promise<FromChild> {
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m as FromChild));
    child.once('exit', (code) => reject(new Error(`the gateway child exited with ${code}`)));
  });
}

/** A long but ordinary bounce text, so the file is big enough (about 16 MB) that holding it would show. */
function message(i: number): string {
  if (i % 1000 === 0) return `=?UTF-8?B?QmVuY2ggcm93ICR7aX0=?= rejected: message looks like spam (row ${i})`;
  return (
    `550 5.1.1 <customer${i}@mail.example>: Recipient address rejected: User unknown in virtual mailbox table; ` +
    `the remote server said: The email account that you tried to reach does not exist. Please try double-checking ` +
    `the recipient's email address for typos or unnecessary spaces. Learn more at the provider's help pages. q${i}`
  );
}

async function main(): Promise<void> {
  const rows = Number(process.env.BENCH_CSV_ROWS ?? 50_000);
  const { createSandboxApp, insertMailEvents, openDatabase } = await import('@portal/sandbox');
  const db = openDatabase();
  const now = Date.now();
  const t0 = performance.now();
  insertMailEvents(
    db,
    (function* () {
      for (let i = 0; i < rows; i++) {
        yield {
          arrival: new Date(now - 60_000 - Math.floor((i / rows) * 6 * 86_400_000)).toISOString().replace(/\.\d{3}Z$/, 'Z'),
          sender: 'info@alice-insurance.example',
          recipient: `customer${i}@mail.example`,
          event: 'bounced',
          message: message(i),
        };
      }
    })(),
  );
  console.log(`\nEmail log CSV download (ADMIN-038): ${rows} events inserted in ${(performance.now() - t0).toFixed(0)} ms`);
  const app = createSandboxApp({ db });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const upstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

  const child = fork(fileURLToPath(import.meta.url), [CHILD_FLAG], {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, BENCH_UPSTREAM: upstream },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    const { url } = (await nextMessage(child)) as { url: string };
    let cookie = '';
    const keepCookies = (res: Response) => {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const name = pair!.split('=')[0];
        cookie = [...cookie.split('; ').filter((p) => p && !p.startsWith(`${name}=`)), pair].join('; ');
      }
    };
    const gql = async (query: string) => {
      const csrf = /csrftoken=([^;]+)/.exec(cookie)?.[1] ?? '';
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-csrftoken': csrf },
        body: JSON.stringify({ query }),
      });
      keepCookies(res);
      await res.text();
    };
    await gql('{ viewer { id } }');
    await gql('mutation { login(input: {username: "jdoe", password: "portal-demo"}) { viewer { id } } }');

    /** Reads the download as it arrives, keeping only counts; `halfWay` runs once after about half of `expected` bytes. */
    const download = async (query: string, halfWay?: () => Promise<void>, expected = Infinity) => {
      const res = await fetch(`${url}/downloads/email-search.csv?${query}`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`the download answered ${res.status}: ${await res.text()}`);
      let bytes = 0;
      let lines = 0;
      const reader = res.body!.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        bytes += chunk.value.byteLength;
        for (const b of chunk.value) if (b === 10) lines += 1;
        if (halfWay && bytes > expected / 2) {
          await halfWay();
          halfWay = undefined;
        }
      }
      return { bytes, lines };
    };
    // Warm up the route and the code it loads with a small search, then measure the big one.
    await download('to=j.smith%40mail.example');
    child.send('start');
    await nextMessage(child);
    const t1 = performance.now();
    let live: Memory | null = null;
    const midway = async () => {
      child.send('mid');
      live = ((await nextMessage(child)) as { live: Memory }).live;
    };
    // About 390 bytes a row (the message is most of it).
    const { bytes, lines } = await download('from=info%40alice-insurance.example&to=customer', midway, rows * 390);
    const seconds = (performance.now() - t1) / 1000;
    child.send('stop');
    const { baseline, peak, samples } = (await nextMessage(child)) as { baseline: Memory; peak: Memory; samples: number };
    if (!live) throw new Error('the half-way measurement did not run');
    const liveAtHalf: Memory = live;
    const rssGrowth = (peak.rss - baseline.rss) / MB;
    const liveGrowth = (liveAtHalf.heap - baseline.heap) / MB;
    const heapPeakGrowth = (peak.heap - baseline.heap) / MB;
    console.log(
      '| rows | file | time | gateway RSS growth (peak - baseline) | live heap + buffers growth half-way | heap + buffers peak growth (garbage included) | samples |',
    );
    console.log('|---|---|---|---|---|---|---|');
    console.log(
      `| ${lines - 1} | ${(bytes / MB).toFixed(1)} MB | ${seconds.toFixed(1)} s | ${rssGrowth.toFixed(1)} MB (${(baseline.rss / MB).toFixed(0)} → ${(peak.rss / MB).toFixed(0)} MB) | ${liveGrowth.toFixed(1)} MB | ${heapPeakGrowth.toFixed(1)} MB | ${samples} |`,
    );
    if (lines - 1 !== rows) throw new Error(`expected ${rows} rows in the file, got ${lines - 1}`);
    // RSS is what the process really takes from the machine; the live heap is what the download holds. The peak heap
    // counts chunks already sent but not yet collected, which V8 reclaims at its leisure, so it is shown, not judged.
    if (rssGrowth >= LIMIT_MB || liveGrowth >= LIMIT_MB) {
      console.error(`The gateway's memory grew by ${LIMIT_MB} MB or more while streaming the CSV.`);
      process.exitCode = 1;
    }
  } finally {
    child.send('exit');
    await new Promise((resolve) => child.once('exit', resolve));
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    db.close();
  }
}

if (process.argv.includes(CHILD_FLAG)) await gatewayChild();
else await main();

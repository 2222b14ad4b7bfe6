/**
 * Issue #14, a lean first load: the JavaScript a real browser fetches before an entry route's heading shows, per
 * chunk, measured as its gzip size (level 9, what the build precompresses). Budget: 170 kB gzip per entry route.
 * Run alone: `npx tsx tests/bench/initialJs.ts` (WEB_DIST picks the build, default web/dist).
 */
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { Response } from '@playwright/test';
import { coldPage, startWebStack } from './webStack';

export const INITIAL_JS_BUDGET_KB = 170;

/** The issue's measurement before the work (the dashboard's first load): 325 kB gzip in 33 files. */
const BASELINE_KB = 325;

interface ChunkRow {
  file: string;
  rawKb: number;
  gzipKb: number;
  /** What a browser that accepts br receives (the build's .br files are brotli 11). */
  brKb: number;
}

export interface InitialJsRow {
  route: string;
  files: number;
  rawKb: number;
  gzipKb: number;
  brKb: number;
  budgetKb: number;
  /** gzip kB over the budget: at most 1 meets the target. */
  ratioToBudget: number;
  /** gzip kB over the issue's 325 kB before the work. */
  ratioToBaseline: number;
  chunks: ChunkRow[];
}

const ENTRY_ROUTES = [
  { route: '/login/', heading: /^Log in$/, user: null },
  { route: '/agents/A1001/dashboard/', heading: /^Welcome/, user: 'alice' },
] as const;

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

export async function measureInitialJs(): Promise<InitialJsRow[]> {
  const stack = await startWebStack(0);
  const rows: InitialJsRow[] = [];
  try {
    for (const { route, heading, user } of ENTRY_ROUTES) {
      const state = user ? await stack.signedIn(user) : undefined;
      const { context, page } = await coldPage(stack, state);
      const scripts: Response[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response);
      });
      await page.goto(route);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Only what was fetched before the heading showed: later chunks are not part of the first render.
      const before = [...scripts];
      const chunks: ChunkRow[] = [];
      for (const response of before) {
        const body = await response.body();
        chunks.push({
          file: new URL(response.url()).pathname.replace(/^\/assets\//, ''),
          rawKb: kb(body.length),
          gzipKb: kb(gzipSync(body, { level: 9 }).length),
          brKb: kb(brotliCompressSync(body).length),
        });
      }
      await context.close();
      chunks.sort((a, b) => b.gzipKb - a.gzipKb);
      const gzipKb = Math.round(chunks.reduce((sum, c) => sum + c.gzipKb, 0) * 10) / 10;
      rows.push({
        route,
        files: chunks.length,
        rawKb: Math.round(chunks.reduce((sum, c) => sum + c.rawKb, 0) * 10) / 10,
        gzipKb,
        brKb: Math.round(chunks.reduce((sum, c) => sum + c.brKb, 0) * 10) / 10,
        budgetKb: INITIAL_JS_BUDGET_KB,
        ratioToBudget: Math.round((gzipKb / INITIAL_JS_BUDGET_KB) * 100) / 100,
        ratioToBaseline: Math.round((gzipKb / BASELINE_KB) * 100) / 100,
        chunks,
      });
    }
  } finally {
    await stack.close();
  }
  return rows;
}

/** Prints the rows as the tables `pnpm bench` shows. */
export function printInitialJs(rows: InitialJsRow[]): void {
  console.log(`\nInitial JS before the heading shows (gzip -9), budget ${INITIAL_JS_BUDGET_KB} kB per entry route\n`);
  console.log('| route | files | raw kB | gzip kB | brotli kB | gzip / budget | gzip / before (325 kB) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.route} | ${r.files} | ${r.rawKb} | ${r.gzipKb} | ${r.brKb} | ${r.ratioToBudget} | ${r.ratioToBaseline} |`,
    );
  }
  for (const r of rows) {
    console.log(`\n${r.route}: ${r.chunks.map((c) => `${c.file} ${c.gzipKb}`).join(', ')}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printInitialJs(await measureInitialJs());

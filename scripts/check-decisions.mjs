#!/usr/bin/env node
// Checks docs/decisions.md (the index) against docs/decisions/D-<nn>-<slug>.md (one file per decision):
//   - every decision file has an index row, and every index row has its file (a linked row: the file it links to);
//   - one file per number, the file's title line names its own number, index rows in number order;
//   - every D-<nn> cited in gateway/, web/src/, rules/, sandbox/, tests/, scripts/ and docs/ has a file.
// Prints each problem and exits 1 when there is one. No dependencies: `node scripts/check-decisions.mjs`.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const decisionsDir = join(root, 'docs', 'decisions');
const indexPath = join(root, 'docs', 'decisions.md');
const citingRoots = ['gateway', 'web/src', 'rules', 'sandbox', 'tests', 'scripts', 'docs'];
const skipDirs = new Set(['node_modules', 'dist', 'build', 'coverage', '.git', 'test-results', 'playwright-report']);
const textFile = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|json|graphql|md|sh|html|css|ya?ml|txt)$/;
const fileName = /^(D-(\d+))-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;

const problems = [];
const num = (id) => Number(id.slice(2));

// The decision files, by number.
const files = new Map(); // id -> file name
for (const name of readdirSync(decisionsDir)) {
  if (!name.startsWith('D-')) continue; // TEMPLATE.md and anything else that is not a decision
  const match = fileName.exec(name);
  if (!match) {
    problems.push(`docs/decisions/${name}: not named D-<number>-<lowercase-words>.md`);
    continue;
  }
  const id = match[1];
  if (files.has(id)) problems.push(`docs/decisions/: two files for ${id}: ${files.get(id)} and ${name}`);
  else files.set(id, name);
  const title = readFileSync(join(decisionsDir, name), 'utf8').split('\n', 1)[0];
  if (!title.startsWith(`# ${id}: `)) problems.push(`docs/decisions/${name}: the first line should start "# ${id}: " (is "${title}")`);
}

// The index rows: "| [D-63](decisions/D-63-login-throttling.md) | … | … |" (or "| D-63 | …" without a link).
const indexed = new Map(); // id -> line number
let previous = 0;
readFileSync(indexPath, 'utf8').split('\n').forEach((line, i) => {
  const row = /^\|\s*(?:\[(D-\d+)\]\(([^)]*)\)|(D-\d+))\s*\|/.exec(line);
  if (!row) return;
  const id = row[1] ?? row[3];
  const where = `docs/decisions.md:${i + 1}`;
  if (indexed.has(id)) problems.push(`${where}: ${id} has a second row (first on line ${indexed.get(id)})`);
  indexed.set(id, i + 1);
  if (num(id) <= previous) problems.push(`${where}: ${id} is out of number order (after D-${String(previous).padStart(2, '0')})`);
  previous = Math.max(previous, num(id));
  const link = row[2];
  if (link !== undefined) {
    const target = join(root, 'docs', link);
    if (!existsSync(target)) problems.push(`${where}: ${id} links to ${link}, which does not exist`);
    else if (!link.startsWith(`decisions/${id}-`)) problems.push(`${where}: ${id} links to another decision's file, ${link}`);
  } else if (!files.has(id)) {
    problems.push(`${where}: ${id} has no file docs/decisions/${id}-<slug>.md`);
  }
});
if (indexed.size === 0) problems.push('docs/decisions.md: no index rows found ("| [D-nn](decisions/…) | … |")');

for (const [id, name] of files) {
  if (!indexed.has(id)) problems.push(`docs/decisions/${name}: ${id} has no row in docs/decisions.md`);
}

// Every D-<nn> the code and the docs cite.
function* walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return; // a citing root that does not exist (yet)
  }
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (!skipDirs.has(entry.name)) yield* walk(join(dir, entry.name));
    } else if (entry.isFile() && textFile.test(entry.name)) {
      yield join(dir, entry.name);
    }
  }
}
const missing = new Map(); // id -> [file:line]
for (const citingRoot of citingRoots) {
  for (const path of walk(join(root, citingRoot))) {
    if (statSync(path).size > 2_000_000) continue;
    readFileSync(path, 'utf8').split('\n').forEach((line, i) => {
      // An index row's own ID cell is checked above; its other cells may cite decisions like any text.
      const text = path === indexPath ? line.replace(/^\|[^|]*\|/, '|') : line;
      for (const id of new Set([...text.matchAll(/(?<![\w-])D-\d{1,4}(?!\d)/g)].map((m) => m[0]))) {
        if (files.has(id)) continue;
        if (!missing.has(id)) missing.set(id, []);
        missing.get(id).push(`${relative(root, path)}:${i + 1}`);
      }
    });
  }
}
for (const [id, places] of [...missing].sort((a, b) => num(a[0]) - num(b[0]))) {
  const shown = places.slice(0, 5).join(', ') + (places.length > 5 ? `, and ${places.length - 5} more` : '');
  problems.push(`${id} is cited but has no file docs/decisions/${id}-<slug>.md: ${shown}`);
}

if (problems.length) {
  console.error(`check-decisions: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`check-decisions: ${files.size} decision files, each indexed; every cited D-number has a file`);

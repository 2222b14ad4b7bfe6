// schema.graphql is printed, not written: each area of gateway/src owns a schema.graphql, and this script merges
// them (relay's base first, then the areas by name) into the one contract that the gateway serves, relay-compiler
// reads and codegen types the resolvers from. `--check` fails when the printed file is not up to date.
import { readdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../gateway/package.json', import.meta.url));
const { buildSchema, printSchema, lexicographicSortSchema } = require('graphql');
const root = new URL('..', import.meta.url);
const src = new URL('gateway/src/', root);

const areas = readdirSync(src, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(new URL(`${d.name}/schema.graphql`, src)))
  .map((d) => d.name)
  .sort((a, b) => (a === 'relay' ? -1 : b === 'relay' ? 1 : a.localeCompare(b)));
const sdl = areas.map((area) => readFileSync(new URL(`${area}/schema.graphql`, src), 'utf8')).join('\n');
const header = [
  '# The contract between the web client, the gateway and other internal tools.',
  '# PRINTED by scripts/print-schema.mjs from gateway/src/*/schema.graphql: edit those, then run `npm run schema`.',
  '',
].join('\n');
const printed = `${header}${printSchema(lexicographicSortSchema(buildSchema(sdl)))}\n`;
const target = new URL('schema.graphql', root);

if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== printed) {
    console.error('schema.graphql is out of date: run `npm run schema` and commit it.');
    process.exit(1);
  }
} else {
  writeFileSync(target, printed);
}

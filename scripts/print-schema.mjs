// schema.graphql is printed, not written: each area of gateway/src owns a schema.graphql (and may split it into
// sub-folders of its own), and this script merges
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
// An area may split its schema by screen: gateway/src/admin/notes/schema.graphql is part of the admin area.
const partsOf = (area) => [
  `${area}/schema.graphql`,
  ...readdirSync(new URL(`${area}/`, src), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(new URL(`${area}/${d.name}/schema.graphql`, src)))
    .map((d) => `${area}/${d.name}/schema.graphql`)
    .sort(),
];
const sdl = areas
  .flatMap(partsOf)
  .map((part) => readFileSync(new URL(part, src), 'utf8'))
  .join('\n');
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

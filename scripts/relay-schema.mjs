// relay-compiler reads `extend type` blocks in a schema file as client-only extensions and strips those fields from
// the documents it sends. schema.graphql keeps one section per area with `extend type Agent/Query/Mutation`, so Relay
// gets the merged server schema printed by graphql-js instead (written to web/relay-schema.graphql, git-ignored).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../gateway/package.json', import.meta.url));
const { buildSchema, printSchema } = require('graphql');
const root = new URL('..', import.meta.url);
const schema = buildSchema(readFileSync(new URL('schema.graphql', root), 'utf8'));
writeFileSync(new URL('web/relay-schema.graphql', root), `${printSchema(schema)}\n`);

// relay-compiler reads this file; see ../shared/STACK.md for why it ends the way it does.
const config = {
  src: './web/src',
  // The merged schema printed from schema.graphql by scripts/relay-schema.mjs (see why there).
  schema: './web/relay-schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  customScalarTypes: { DateTime: 'string', JSON: 'unknown' },
  persistConfig: { file: './gateway/persisted-queries.json', algorithm: 'MD5' },
};

export { config as 'module.exports' };

// relay-compiler reads this file; see ../shared/STACK.md for why it ends the way it does.
const config = {
  src: './web/src',
  // Printed from gateway/src/*/schema.graphql by scripts/print-schema.mjs.
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  customScalarTypes: { DateTime: 'string' },
  persistConfig: { file: './gateway/persisted-queries.json', algorithm: 'MD5' },
};

export { config as 'module.exports' };

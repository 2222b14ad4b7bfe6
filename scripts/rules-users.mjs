// Who uses each export of @portal/rules (rules/src, not the contract): web, gateway, sandbox, the contract, tests.
// A rules export used by another rules declaration counts that declaration's users too (issue #23 §3, D-242).
// `node scripts/rules-users.mjs` prints the counts; `--list` adds every export with its users.
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const rulesDir = path.join(root, 'rules/src') + path.sep;
const contractDir = path.join(rulesDir, 'contract') + path.sep;

function userOf(fileName) {
  const rel = path.relative(root, fileName);
  if (rel.startsWith('rules/src/contract/')) return 'contract';
  if (rel.startsWith('rules/src/')) return null;
  const [top, second] = rel.split(path.sep);
  if (top === 'tests') return 'tests';
  if (['web', 'gateway', 'sandbox'].includes(top) && second === 'src') return top;
  return top;
}

const isRulesFile = (f) => f.startsWith(rulesDir) && !f.startsWith(contractDir) && !f.endsWith('index.ts');

const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
const checker = program.getTypeChecker();

/** A top-level declaration of a rules file: `file#name`. */
function keyOfDeclaration(decl) {
  let node = decl;
  while (node && node.parent && !ts.isSourceFile(node.parent)) node = node.parent;
  if (!node || !isRulesFile(node.getSourceFile().fileName)) return null;
  const name = ts.getNameOfDeclaration(decl)?.getText() ?? decl.name?.getText();
  if (!name) return null;
  return `${path.relative(root, node.getSourceFile().fileName)}#${name}`;
}

function resolved(symbol) {
  let s = symbol;
  while (s && s.flags & ts.SymbolFlags.Alias) s = checker.getAliasedSymbol(s);
  return s;
}

const exportsOf = new Map(); // key -> { file, name }
const users = new Map(); // key -> Set of users
const referencedBy = new Map(); // key -> Set of keys that reference it

for (const source of program.getSourceFiles()) {
  if (!isRulesFile(source.fileName)) continue;
  const moduleSymbol = checker.getSymbolAtLocation(source);
  for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
    const key = `${path.relative(root, source.fileName)}#${symbol.name}`;
    exportsOf.set(key, { file: path.relative(root, source.fileName), name: symbol.name });
  }
}

function topLevelKeys(node) {
  let top = node;
  while (top.parent && !ts.isSourceFile(top.parent)) top = top.parent;
  const names = [];
  if (ts.isVariableStatement(top)) for (const d of top.declarationList.declarations) names.push(d.name.getText());
  else if (top.name) names.push(top.name.getText());
  return names.map((n) => `${path.relative(root, top.getSourceFile().fileName)}#${n}`);
}

for (const source of program.getSourceFiles()) {
  if (source.isDeclarationFile || source.fileName.includes('node_modules')) continue;
  if (source.fileName.includes('__generated__')) continue;
  const inRules = isRulesFile(source.fileName);
  if (source.fileName.startsWith(rulesDir) && source.fileName.endsWith('index.ts') && !source.fileName.startsWith(contractDir)) continue;
  const user = inRules ? null : userOf(source.fileName);
  const visit = (node) => {
    if (ts.isIdentifier(node)) {
      const symbol = resolved(checker.getSymbolAtLocation(node));
      for (const decl of symbol?.declarations ?? []) {
        const key = keyOfDeclaration(decl);
        if (!key) continue;
        if (inRules) {
          for (const from of topLevelKeys(node)) if (from !== key) (referencedBy.get(key) ?? referencedBy.set(key, new Set()).get(key)).add(from);
        } else {
          (users.get(key) ?? users.set(key, new Set()).get(key)).add(user);
        }
        break;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

function allUsers(key, seen = new Set()) {
  if (seen.has(key)) return new Set();
  seen.add(key);
  const result = new Set(users.get(key) ?? []);
  for (const from of referencedBy.get(key) ?? []) for (const u of allUsers(from, seen)) result.add(u);
  return result;
}

const RUNTIMES = ['web', 'gateway', 'sandbox', 'contract'];
const counts = { total: 0, webOnly: 0, shared: 0, gatewayOnly: 0, sandboxOnly: 0, contractOnly: 0, testsOnly: 0, unused: 0 };
const rows = [];
for (const [key, { file, name }] of exportsOf) {
  const who = allUsers(key);
  const runtimes = RUNTIMES.filter((r) => who.has(r));
  counts.total++;
  let kind;
  if (runtimes.length > 1) kind = 'shared';
  else if (runtimes.length === 1) kind = `${runtimes[0]}Only`;
  else kind = who.has('tests') ? 'testsOnly' : 'unused';
  counts[kind]++;
  rows.push({ file, name, kind, who: [...who].sort().join(',') });
}

console.log(JSON.stringify(counts));
if (process.argv.includes('--list')) {
  for (const r of rows.sort((a, b) => a.kind.localeCompare(b.kind) || a.file.localeCompare(b.file))) console.log(`${r.kind}\t${r.file}\t${r.name}\t${r.who}`);
}

// `npm run api`: the public surface of every package entry (package.json "exports"), read with
// the TypeScript compiler from the sources the entries are built from, written to api/report.md
// so that a change to the surface shows in review. `--check` compares instead of writing.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

export const REPORT_PATH = 'api/report.md';

/** The source file an export's types are built from: `./dist/lib/x/index.d.ts` -> `x/index.ts`. */
function sourceOf(types) {
  return types.replace(/^\.\/dist\/lib\//, '').replace(/\.d\.ts$/, '.ts');
}

function kindOf(symbol, checker) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const f = target.flags;
  if (f & ts.SymbolFlags.Function) return 'function';
  if (f & ts.SymbolFlags.Class) return 'class';
  if (f & ts.SymbolFlags.Enum) return 'enum';
  if (f & ts.SymbolFlags.Variable) return /^[A-Z][A-Z0-9_]+$/.test(symbol.name) ? 'constant' : 'value';
  if (f & ts.SymbolFlags.Interface) return 'interface';
  if (f & ts.SymbolFlags.TypeAlias) return 'type';
  return 'other';
}

/** The first sentence of a name's doc comment, on one line. */
function summaryOf(symbol, checker) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const text = ts.displayPartsToString(target.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();
  const sentence = text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text;
  return sentence.length > 140 ? `${sentence.slice(0, 137)}...` : sentence;
}

/** [Issue 21] The machines entry's budget: machines, connects, decoders, public types and the spec constants a renderer needs. */
export const MACHINES_ENTRY = 'site-machines/machines';
export const MACHINES_ENTRY_MAX_NAMES = 400;

/**
 * Every entry of package.json "exports" that has types, with its exported names: `{ name, source,
 * rows: [{ name, kind, summary }] }` (summary: the first sentence of the doc comment, '' when none).
 */
export function apiSurface(root = process.cwd()) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const entries = Object.entries(pkg.exports)
    .filter(([, target]) => typeof target === 'object' && target.types)
    .map(([name, target]) => ({ name: `${pkg.name}${name.slice(1)}`, source: sourceOf(target.types), file: resolve(root, sourceOf(target.types)) }));
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const program = ts.createProgram(entries.map((entry) => entry.file), { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  return entries.map((entry) => {
    const source = program.getSourceFile(entry.file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    const symbols = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
    const rows = symbols
      .map((symbol) => ({ name: symbol.name, kind: kindOf(symbol, checker), summary: summaryOf(symbol, checker) }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return { name: entry.name, source: entry.source, rows, hidden: source ? hiddenNames(source, checker) : [] };
  });
}

/**
 * Names an entry exports by name that one of its `export *` modules exports too: the named one
 * wins silently, so a component called like a machine type hides that type (issue 21).
 */
function hiddenNames(source, checker) {
  const named = new Set();
  const starred = new Set();
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
    if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) named.add(element.name.text);
    } else if (!statement.exportClause) {
      const module = checker.getSymbolAtLocation(statement.moduleSpecifier);
      for (const symbol of module ? checker.getExportsOfModule(module) : []) starred.add(symbol.name);
    }
  }
  return [...named].filter((name) => starred.has(name)).sort();
}

/** The report's text for a surface `apiSurface` read. */
export function formatReport(surface) {
  const sections = [];
  const totals = [];
  for (const entry of surface) {
    const { rows } = entry;
    const count = (kinds) => rows.filter((row) => kinds.includes(row.kind)).length;
    const undocumented = rows.filter((row) => row.summary === '').length;
    totals.push(`| \`${entry.name}\` | ${rows.length} | ${count(['function', 'class', 'value'])} | ${count(['constant'])} | ${count(['interface', 'type', 'enum', 'other'])} | ${undocumented} |`);
    sections.push(
      [`## \`${entry.name}\``, '', `${rows.length} names (source: \`${entry.source}\`).`, '']
        .concat(rows.length ? ['| name | kind | summary |', '|---|---|---|', ...rows.map((row) => `| \`${row.name}\` | ${row.kind} | ${row.summary.replace(/\|/g, '\\|')} |`)] : ['(no exports)'])
        .join('\n'),
    );
  }
  return [
    '# Public surface of the package',
    '',
    'Written by `npm run api` (scripts/api-report.mjs) from the sources of every entry in package.json "exports"; `scripts/api-report.test.ts` fails when this file is stale. Regenerate it with `npm run api` and review the difference.',
    '',
    `The \`${MACHINES_ENTRY}\` entry holds at most ${MACHINES_ENTRY_MAX_NAMES} names (machines, connects, decoders, public types and the spec constants a renderer needs), each with a doc comment; everything else stays in its file.`,
    '',
    '## Totals',
    '',
    '| entry | names | functions and values | constants | types | without a doc comment |',
    '|---|---|---|---|---|---|',
    ...totals,
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}

/** The report's text for the project at `root`. */
export function apiReport(root = process.cwd()) {
  return formatReport(apiSurface(root));
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const surface = apiSurface();
  const report = formatReport(surface);
  const path = join(process.cwd(), REPORT_PATH);
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(path, 'utf8');
    } catch {}
    if (committed !== report) {
      console.error(`${REPORT_PATH} is stale: run npm run api`);
      process.exit(1);
    }
  } else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, report);
  }
  console.log(`Public surface (${REPORT_PATH}): names, and how many lack a doc comment`);
  for (const entry of surface) {
    const undocumented = entry.rows.filter((row) => row.summary === '').length;
    const budget = entry.name === MACHINES_ENTRY ? ` (at most ${MACHINES_ENTRY_MAX_NAMES})` : '';
    console.log(`  ${entry.name.padEnd(40)} ${String(entry.rows.length).padStart(5)} names${budget}, ${undocumented} without a doc comment`);
  }
}

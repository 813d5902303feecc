// The layering rules of ARCHITECTURE.md, checked on the TypeScript syntax tree so that words in
// strings or comments never count and real references always do.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** Packages `machines/` may import; anything else there is I/O, a renderer or a platform. */
const MACHINE_PACKAGES = ['xstate', 'io-ts', 'fp-ts'];
/** Globals `machines/` may not mention: the DOM, the network and storage. */
const MACHINE_FORBIDDEN_GLOBALS = new Set(['window', 'document', 'navigator', 'localStorage', 'fetch']);
/** Hidden clock and randomness: time and chance arrive as input or `after` delays. */
const MACHINE_FORBIDDEN_MEMBERS = new Set(['Date.now', 'Math.random']);

/**
 * Globals `ui/` may not mention: a component renders on the server too, and reads the browser
 * only through adapters (ARCHITECTURE.md, rendering on the server).
 */
const UI_FORBIDDEN_GLOBALS = new Set(['window', 'document', 'navigator', 'localStorage', 'matchMedia']);
/** A spec constant's name: SCREAMING_CASE, as the machines' constants.ts files write them. */
const SCREAMING_CASE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$|^[A-Z]{2,}[0-9]*$/;
/** A requirement ID cited the way tests and comments cite them: `[GAL-012]`. */
const CITATION = /\[([A-Z]+-\d{3})\]/g;

const SOURCE = /\.(m?[jt]sx?)$/;

function sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

function moduleSpecifiers(source) {
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) found.push(node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Identifiers that name a global: not a property name, object key or declaration of our own. */
function isGlobalReference(node) {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) {
    return ts.isIdentifier(parent.expression) && ['globalThis', 'self', 'window'].includes(parent.expression.text);
  }
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent) || ts.isPropertyDeclaration(parent)) && parent.name === node) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  return true;
}

function forbiddenMentions(source, globals = MACHINE_FORBIDDEN_GLOBALS, members = MACHINE_FORBIDDEN_MEMBERS) {
  const found = [];
  const visit = (node) => {
    if (ts.isIdentifier(node) && globals.has(node.text) && isGlobalReference(node)) {
      found.push({ node, what: node.text });
    } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const member = `${node.expression.text}.${node.name.text}`;
      if (members.has(member)) found.push({ node, what: member });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The names an import or re-export declaration binds from its module (`{ A, B as C }` gives A, B). */
function importedNames(literal) {
  const declaration = literal.parent;
  if (ts.isImportDeclaration(declaration)) {
    const bindings = declaration.importClause?.namedBindings;
    return bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => ({ node: element, name: (element.propertyName ?? element.name).text })) : [];
  }
  if (ts.isExportDeclaration(declaration) && declaration.exportClause && ts.isNamedExports(declaration.exportClause)) {
    return declaration.exportClause.elements.map((element) => ({ node: element, name: (element.propertyName ?? element.name).text }));
  }
  return [];
}

/** Requirement IDs cited in the comments of a parsed file. */
function commentCitations(source) {
  const text = source.getFullText();
  const seen = new Set();
  const ids = [];
  const visit = (node) => {
    for (const range of ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      for (const [, id] of text.slice(range.pos, range.end).matchAll(CITATION)) ids.push({ id, pos: range.pos });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // JSX comments are `{/* ... */}` expressions with no node: read them from the text.
  for (const match of text.matchAll(/\{\s*\/\*([\s\S]*?)\*\/\s*\}/g)) {
    if (seen.has(match.index + match[0].indexOf('/*'))) continue;
    for (const [, id] of match[1].matchAll(CITATION)) ids.push({ id, pos: match.index });
  }
  return ids;
}

function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Checks `machines/` and `ui/` under `root`. Returns one message per violation, each naming
 * the file and line: `machines/a.ts:3: ...`.
 */
export function checkLayers(root) {
  const problems = [];
  const machinesDir = resolve(root, 'machines');
  const browserAdapterDir = resolve(root, 'adapters', 'browser');
  const report = (file, source, node, message) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    problems.push(`${relative(root, file).split(sep).join('/')}:${line + 1}: ${message}`);
  };
  const parse = (file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

  for (const file of sourceFiles(machinesDir)) {
    if (/\.(test|spec)\.[jt]sx?$/.test(file)) continue;
    const source = parse(file);
    for (const literal of moduleSpecifiers(source)) {
      const specifier = literal.text;
      if (specifier.startsWith('.')) {
        const target = resolve(file, '..', specifier);
        if (target !== machinesDir && !target.startsWith(machinesDir + sep)) {
          report(file, source, literal, `imports '${specifier}', outside machines/ (machines/ imports only ${MACHINE_PACKAGES.join(', ')} and itself)`);
        }
      } else if (!MACHINE_PACKAGES.includes(packageOf(specifier))) {
        report(file, source, literal, `imports '${specifier}' (machines/ imports only ${MACHINE_PACKAGES.join(', ')} and itself)`);
      }
    }
    for (const { node, what } of forbiddenMentions(source)) {
      report(file, source, node, `mentions ${what} (machines/ stays headless: no DOM, network, storage, clock or randomness; take it as input, an \`after\` delay or an adapter-provided actor)`);
    }
  }

  for (const file of sourceFiles(resolve(root, 'ui'))) {
    if (/\.(test|spec)\.[jt]sx?$/.test(file)) continue;
    const source = parse(file);
    for (const literal of moduleSpecifiers(source)) {
      const specifier = literal.text;
      const target = specifier.startsWith('.') ? resolve(file, '..', specifier) : '';
      const viaPackage = /^site-machines\/adapters\/browser(\/|$)/.test(specifier);
      if (viaPackage || target === browserAdapterDir || target.startsWith(browserAdapterDir + sep)) {
        report(file, source, literal, `imports '${specifier}' (ui/ reaches the browser only through adapters/react)`);
      }
      // A spec literal is a rule's input: connect applies it and hands ui/ the result.
      const intoMachines = target === machinesDir || target.startsWith(machinesDir + sep) || /^site-machines\/(machines|[a-z-]+)(\/|$)/.test(specifier);
      if (!intoMachines) continue;
      if (/(^|\/)constants(\.[jt]s)?$/.test(specifier)) {
        report(file, source, literal, `imports '${specifier}' (ui/ reads no spec constant: connect returns what it decides)`);
        continue;
      }
      for (const { node, name } of importedNames(literal)) {
        if (SCREAMING_CASE.test(name)) report(file, source, node, `imports ${name} from '${specifier}' (ui/ reads no spec constant: connect returns what it decides)`);
      }
    }
    for (const { node, what } of forbiddenMentions(source, UI_FORBIDDEN_GLOBALS, new Set())) {
      report(file, source, node, `mentions ${what} (ui/ renders on the server too: read the browser in adapters/, hand the value over through connect or a hook)`);
    }
  }

  problems.push(...uncitedGalleryIds(root));
  return problems;
}

/**
 * Every requirement ID a gallery component cites in a comment must be cited by a machine test
 * too (specs/**\/*.test.ts or model-tests/**): a rule named in ui/gallery/ is a rule some test
 * holds the machine to, not one the component keeps on its own.
 */
function uncitedGalleryIds(root) {
  const tested = new Set();
  const testFiles = [...sourceFiles(resolve(root, 'specs')).filter((file) => /\.test\.[jt]sx?$/.test(file)), ...sourceFiles(resolve(root, 'model-tests'))];
  for (const file of testFiles) for (const [, id] of readFileSync(file, 'utf8').matchAll(CITATION)) tested.add(id);
  const problems = [];
  for (const file of sourceFiles(resolve(root, 'ui', 'gallery')).filter((path) => path.endsWith('.tsx'))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    for (const { id, pos } of commentCitations(source)) {
      if (tested.has(id)) continue;
      const { line } = source.getLineAndCharacterOfPosition(pos);
      problems.push(`${relative(root, file).split(sep).join('/')}:${line + 1}: cites [${id}], which no test in specs/ or model-tests/ cites (cite it in the machine's test, or move the rule out of ui/)`);
    }
  }
  return problems;
}

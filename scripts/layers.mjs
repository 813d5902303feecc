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

function forbiddenMentions(source) {
  const found = [];
  const visit = (node) => {
    if (ts.isIdentifier(node) && MACHINE_FORBIDDEN_GLOBALS.has(node.text) && isGlobalReference(node)) {
      found.push({ node, what: node.text });
    } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const member = `${node.expression.text}.${node.name.text}`;
      if (MACHINE_FORBIDDEN_MEMBERS.has(member)) found.push({ node, what: member });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
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
    const source = parse(file);
    for (const literal of moduleSpecifiers(source)) {
      const specifier = literal.text;
      const target = specifier.startsWith('.') ? resolve(file, '..', specifier) : '';
      const viaPackage = /^site-machines\/adapters\/browser(\/|$)/.test(specifier);
      if (viaPackage || target === browserAdapterDir || target.startsWith(browserAdapterDir + sep)) {
        report(file, source, literal, `imports '${specifier}' (ui/ reaches the browser only through adapters/react)`);
      }
    }
  }
  return problems;
}

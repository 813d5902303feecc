// The layering rules of ARCHITECTURE.md, checked on the TypeScript syntax tree so that words in
// strings or comments never count and real references always do.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** Packages `machines/` may import; anything else there is I/O, a renderer or a platform. */
const MACHINE_PACKAGES = ['xstate', 'io-ts', 'fp-ts'];
/** The package's `imports` map entries that are those packages: io-ts's Guard module, by the host's conditions. */
const MACHINE_IMPORT_MAP = ['#io-ts-guard'];
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
      } else if (!MACHINE_PACKAGES.includes(packageOf(specifier)) && !MACHINE_IMPORT_MAP.includes(specifier)) {
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
  problems.push(...sliceShapeProblems(root));
  return problems;
}

/** DOM lookups whose first argument is a selector. */
const SELECTOR_METHODS = new Set(['querySelector', 'querySelectorAll', 'closest', 'matches']);

/**
 * The one shape of every slice (ARCHITECTURE.md, "One shape for every slice"; issue 21):
 * - every `connect` takes `normalize: NormalizeProps`, required;
 * - every exported `decode*` of `machines/` declares that it returns `Decoded<T>` (with the
 *   spec's message beside it where there is one), directly or through a type of its own file;
 * - a slice's `machines/<slice>/index.ts` exports by name, never `export *`;
 * - a `ui/` component calls, from `adapters/react`, only a slice's public hook: the `useX`
 *   of `adapters/react/useX.ts` (types and React contexts aside);
 * - `adapters/` find elements only by an anatomy's selector, never by a selector string.
 */
function sliceShapeProblems(root) {
  const problems = [];
  const machinesDir = resolve(root, 'machines');
  const reactAdapterDir = resolve(root, 'adapters', 'react');
  const path = (file) => relative(root, file).split(sep).join('/');
  const report = (file, source, node, message) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    problems.push(`${path(file)}:${line + 1}: ${message}`);
  };
  const parse = (file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const isTest = (file) => /\.(test|spec|pw)\.[jt]sx?$/.test(file);

  for (const file of sourceFiles(machinesDir)) {
    if (isTest(file)) continue;
    const source = parse(file);
    const aliases = typeAliases(source);
    const rel = path(file);
    if (/^machines\/[^/]+\/index\.ts$/.test(rel)) {
      for (const statement of source.statements) {
        if (ts.isExportDeclaration(statement) && !statement.exportClause) {
          report(file, source, statement, 'exports * (a slice index exports by name, so its internals stay internal)');
        }
      }
    }
    for (const fn of exportedFunctions(source)) {
      const name = fn.name;
      if (/^connect([A-Z]\w*)?$/.test(name)) {
        const normalize = fn.parameters.find((parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === 'normalize');
        if (!normalize) report(file, source, fn.node, `${name} has no normalize parameter (connect(snapshot, send, normalize: NormalizeProps), normalize required)`);
        else if (normalize.questionToken || normalize.initializer) report(file, source, normalize, `${name}'s normalize is optional (it is required: each renderer passes its own)`);
        else if (!normalize.type || normalize.type.getText(source) !== 'NormalizeProps') report(file, source, normalize, `${name}'s normalize is not typed NormalizeProps`);
      }
      if (/^decode[A-Z]\w*$/.test(name)) {
        if (!returnsDecoded(fn.type, source, aliases)) {
          report(file, source, fn.node, `${name} does not declare that it returns Decoded<T> (machines/shared/decode.ts: { ok: true, data } or { ok: false, details })`);
        }
      }
    }
  }

  for (const file of sourceFiles(resolve(root, 'ui'))) {
    if (isTest(file)) continue;
    const source = parse(file);
    for (const literal of moduleSpecifiers(source)) {
      const declaration = literal.parent;
      if (!ts.isImportDeclaration(declaration) || declaration.importClause?.isTypeOnly) continue;
      const specifier = literal.text;
      const target = specifier.startsWith('.') ? resolve(file, '..', specifier) : '';
      const viaPackage = /^site-machines\/adapters\/react(\/|$)/.test(specifier);
      if (!viaPackage && target !== reactAdapterDir && !target.startsWith(reactAdapterDir + sep)) continue;
      const moduleName = target ? target.split(sep).at(-1).replace(/\.[jt]sx?$/, '') : '';
      const bindings = declaration.importClause?.namedBindings;
      if (declaration.importClause?.name || (bindings && ts.isNamespaceImport(bindings))) {
        report(file, source, declaration, `imports all of '${specifier}' (ui/ calls only its slice's public hook, by name)`);
        continue;
      }
      for (const element of bindings && ts.isNamedImports(bindings) ? bindings.elements : []) {
        if (element.isTypeOnly) continue;
        const name = (element.propertyName ?? element.name).text;
        const publicHook = /^use[A-Z]\w*$/.test(name) && (viaPackage || moduleName === 'index' || moduleName === name);
        const context = /^[A-Z]\w*Context$/.test(name);
        if (!publicHook && !context) {
          report(file, source, element, `calls ${name} from '${specifier}' (a ui/ component calls only its slice's public hook useX from adapters/react/useX.ts, which returns { actorRef, api })`);
        }
      }
    }
  }

  for (const file of sourceFiles(resolve(root, 'adapters'))) {
    if (isTest(file)) continue;
    const source = parse(file);
    const constants = stringConstants(source);
    const visit = (node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && SELECTOR_METHODS.has(node.expression.name.text) && node.arguments.length > 0) {
        const argument = node.arguments[0];
        const text = selectorText(argument, constants);
        if (text !== undefined && NAMES_AN_ELEMENT_OF_OURS.test(text)) {
          report(file, source, argument, `finds elements by the selector string ${argument.getText(source)} (use the slice anatomy's selector(part, rootId?))`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return problems;
}

/** Exported function declarations and exported `const f = (...) =>` of a file. */
function exportedFunctions(source) {
  const found = [];
  const exported = (node) => ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export;
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && exported(statement)) {
      found.push({ node: statement, name: statement.name.text, parameters: statement.parameters, type: statement.type });
    } else if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (ts.isIdentifier(declaration.name) && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
          found.push({ node: declaration, name: declaration.name.text, parameters: init.parameters, type: init.type });
        }
      }
    }
  }
  return found;
}

/** Type aliases and interfaces of a file, by name. */
function typeAliases(source) {
  const aliases = new Map();
  for (const statement of source.statements) if (ts.isTypeAliasDeclaration(statement)) aliases.set(statement.name.text, statement.type);
  return aliases;
}

/** True when a declared return type is `Decoded<...>`, or mentions it through a type of its own file. */
function returnsDecoded(type, source, aliases, seen = new Set()) {
  if (!type) return false;
  let found = false;
  const visit = (node) => {
    if (found) return;
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
      const name = node.typeName.text;
      if (name === 'Decoded') {
        found = true;
        return;
      }
      if (aliases.has(name) && !seen.has(name)) {
        seen.add(name);
        if (returnsDecoded(aliases.get(name), source, aliases, seen)) found = true;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(type);
  return found;
}

/**
 * A selector that names an element of ours rather than a kind of native element: a `data-*` or
 * `aria-*` attribute, an id, a class, or an attribute whose name is computed. `input, textarea`,
 * `a[href]` or `[role="button"]` (the platform's kinds of element) are not parts of a slice.
 */
const NAMES_AN_ELEMENT_OF_OURS = /\[\s*(data-|aria-|\$\{)|#[A-Za-z_\\$]|(^|[\s,>+~(])\.[A-Za-z_-]/;

/** Initializers of a file's `const x = 'text'` and `const x = \`...\``, by name. */
function stringConstants(source) {
  const values = new Map();
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && (ts.isStringLiteralLike(node.initializer) || ts.isTemplateExpression(node.initializer))) {
      values.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return values;
}

/**
 * The text of a selector argument written as a string, a template or a constant of the file
 * (a substitution reads `${...}` unless it is a constant too); undefined for a computed value,
 * such as an anatomy's `selector(part)`.
 */
function selectorText(node, constants, seen = new Set()) {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => (selectorText(span.expression, constants, seen) ?? '${...}') + span.literal.text).join('');
  }
  if (ts.isIdentifier(node) && constants.has(node.text) && !seen.has(node.text)) {
    seen.add(node.text);
    return selectorText(constants.get(node.text), constants, seen);
  }
  return undefined;
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

import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLayers } from './layers.mjs';

const roots: string[] = [];
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('layering check', () => {
  it('passes the project itself', () => {
    expect(checkLayers(process.cwd())).toEqual([]);
  });

  it('names file and line of document.title in machines/', () => {
    const root = project({ 'machines/a/machine.ts': "import { setup } from 'xstate';\n\nexport const t = document.title;\n" });
    expect(checkLayers(root)).toEqual([expect.stringMatching(/^machines\/a\/machine\.ts:3: mentions document /)]);
  });

  it('flags every forbidden global, Date.now and Math.random', () => {
    const root = project({
      'machines/x.ts': [
        'window.scrollTo(0, 0);',
        'navigator.userAgent;',
        'localStorage.getItem("k");',
        'fetch("/api");',
        'const now = Date.now();',
        'const r = Math.random();',
        'globalThis.document;',
      ].join('\n'),
    });
    const lines = checkLayers(root).map((problem: string) => problem.split(': ')[0]);
    expect(lines).toEqual(['machines/x.ts:1', 'machines/x.ts:2', 'machines/x.ts:3', 'machines/x.ts:4', 'machines/x.ts:5', 'machines/x.ts:6', 'machines/x.ts:7']);
  });

  it('ignores the words in strings, comments and our own property names', () => {
    const root = project({
      'machines/ok.ts': [
        '// the document is parsed at the edge; window of 250 ms',
        "export const message = 'Unable to load the document.';",
        'export const options = { document: 1, fetch: true };',
        'export const read = (o: { window: number }) => o.window;',
      ].join('\n'),
    });
    expect(checkLayers(root)).toEqual([]);
  });

  it('allows only xstate, io-ts, fp-ts and machines/ itself as imports', () => {
    const root = project({
      'machines/a.ts': [
        "import { setup } from 'xstate';",
        "import * as t from 'io-ts';",
        "import { pipe } from 'fp-ts/function';",
        "import { b } from './b.ts';",
        "import React from 'react';",
        "import Cookies from 'js-cookie';",
        "import { x } from '../adapters/browser/index.ts';",
        "const lazy = () => import('react-dom');",
      ].join('\n'),
      'machines/b.ts': 'export const b = 1;',
    });
    expect(checkLayers(root).map((problem: string) => problem.split(': ')[0])).toEqual([
      'machines/a.ts:5',
      'machines/a.ts:6',
      'machines/a.ts:7',
      'machines/a.ts:8',
    ]);
  });

  it('forbids ui/ from importing adapters/browser directly', () => {
    const root = project({
      'ui/Thing.tsx': "import { useX } from '../adapters/react/index.ts';\nimport { focusElementById } from '../adapters/browser/focus.ts';\n",
      'adapters/browser/focus.ts': 'export const focusElementById = 1;',
    });
    expect(checkLayers(root)).toEqual([expect.stringMatching(/^ui\/Thing\.tsx:2: imports '..\/adapters\/browser\/focus.ts'/)]);
  });

  it('forbids ui/ from reading window, document, navigator, localStorage and matchMedia', () => {
    const root = project({
      'ui/Thing.tsx': [
        'export const w = window.innerWidth;',
        'export const t = () => document.title;',
        'export const ua = navigator.userAgent;',
        "export const k = localStorage.getItem('k');",
        "export const m = matchMedia('(min-width: 1px)');",
        "export const s = typeof window === 'undefined';",
        '// the window and the document are read in adapters/',
        "export const props = { document: 1, title: 'matchMedia' };",
      ].join('\n'),
    });
    expect(checkLayers(root).map((problem: string) => problem.split(': ')[0])).toEqual([
      'ui/Thing.tsx:1',
      'ui/Thing.tsx:2',
      'ui/Thing.tsx:3',
      'ui/Thing.tsx:4',
      'ui/Thing.tsx:5',
      'ui/Thing.tsx:6',
    ]);
    expect(checkLayers(root)[0]).toMatch(/mentions window \(ui\/ renders on the server too/);
  });

  it('forbids ui/ from importing a spec constant, by its constants file or its SCREAMING_CASE name', () => {
    const root = project({
      'ui/Thing.tsx': [
        "import { connect } from '../machines/form/connect.ts';",
        "import { LIKERT_SCALE } from '../machines/form/constants.ts';",
        "import * as C from '../machines/gallery/constants';",
        "import { formMachine, SUBMITTING_TEXT, type FormApi } from '../machines/index.ts';",
        "import { GALLERY_STEP as STEP } from 'site-machines/machines';",
        "export { MAX_AGE } from '../machines/cookie-banner/logic.ts';",
        "import { SOME_NAME } from './local.ts';",
      ].join('\n'),
    });
    expect(checkLayers(root).map((problem: string) => problem.split(': ').slice(0, 2).join(': '))).toEqual([
      "ui/Thing.tsx:2: imports '../machines/form/constants.ts' (ui/ reads no spec constant",
      "ui/Thing.tsx:3: imports '../machines/gallery/constants' (ui/ reads no spec constant",
      "ui/Thing.tsx:4: imports SUBMITTING_TEXT from '../machines/index.ts' (ui/ reads no spec constant",
      "ui/Thing.tsx:5: imports GALLERY_STEP from 'site-machines/machines' (ui/ reads no spec constant",
      "ui/Thing.tsx:6: imports MAX_AGE from '../machines/cookie-banner/logic.ts' (ui/ reads no spec constant",
    ].map((line) => expect.stringContaining(line)));
  });

  it('fails a requirement ID cited in a ui/gallery/ comment that no machine test cites', () => {
    const root = project({
      'ui/gallery/Grid.tsx': [
        '/** The grid [GAL-001] and its gutter [GAL-999]. */',
        'export function Grid() {',
        '  // [GAL-002] rows',
        '  return <div>{/* [GAL-998] a JSX comment */}</div>;',
        '}',
        "export const text = '[GAL-997] in a string is no citation';",
      ].join('\n'),
      'specs/gallery.test.ts': "it('[GAL-001] grid', () => {});",
      'model-tests/gallery/gallery.model.test.ts': "describeMachineModel(m, d, '[GAL-002]');",
      'ui/Other.tsx': '// [GAL-996] outside ui/gallery/ the rule does not apply',
    });
    expect(checkLayers(root)).toEqual([
      expect.stringMatching(/^ui\/gallery\/Grid\.tsx:1: cites \[GAL-999\], which no test/),
      expect.stringMatching(/^ui\/gallery\/Grid\.tsx:4: cites \[GAL-998\], which no test/),
    ]);
  });
});

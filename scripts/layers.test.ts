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

  describe('the one shape of every slice (issue 21)', () => {
    it('fails a connect with no normalize parameter, an optional one, or one not typed NormalizeProps', () => {
      const root = project({
        'machines/a/connect.ts': [
          'export function connect(snapshot: S, send: Send) { return {}; }',
          'export function connectItem(snapshot: S, send: Send, normalize: NormalizeProps = keepProps) { return {}; }',
          'export const connectPart = (snapshot: S, normalize?: NormalizeProps) => ({});',
          'export function connectOther(snapshot: S, normalize: (props: object) => object) { return {}; }',
          'export function connectFine(snapshot: S, send: Send, normalize: NormalizeProps): Api { return normalize({}); }',
          'export function connectionFailure(reason: string) { return reason; }',
        ].join('\n'),
      });
      expect(checkLayers(root).map((problem: string) => problem.split(': ').slice(0, 2).join(': '))).toEqual([
        'machines/a/connect.ts:1: connect has no normalize parameter (connect(snapshot, send, normalize',
        "machines/a/connect.ts:2: connectItem's normalize is optional (it is required",
        "machines/a/connect.ts:3: connectPart's normalize is optional (it is required",
        "machines/a/connect.ts:4: connectOther's normalize is not typed NormalizeProps",
      ].map((line) => expect.stringContaining(line)));
    });

    it('fails an exported decoder that does not declare Decoded<T>, directly or through a type of its file', () => {
      const root = project({
        'machines/a/codec.ts': [
          'export function decodeBare(value: unknown) { return value; }',
          'export function decodeBlock(value: unknown): { ok: true; block: string } | { ok: false } { return { ok: false }; }',
          'export function decodeFine(value: unknown): Decoded<string> { return { ok: true, data: "" }; }',
          'export type BlockDecoding = Decoded<string> & { message?: string };',
          'export function decodeWithMessage(value: unknown): BlockDecoding { return { ok: true, data: "" }; }',
          'export const decodeArrow = (value: unknown): Decoded<number> => ({ ok: true, data: 1 });',
          'function decodeInternal(value: unknown) { return value; }',
        ].join('\n'),
      });
      expect(checkLayers(root).map((problem: string) => problem.split(': ')[0])).toEqual(['machines/a/codec.ts:1', 'machines/a/codec.ts:2']);
      expect(checkLayers(root)[0]).toMatch(/decodeBare does not declare that it returns Decoded<T>/);
    });

    it('fails export * in a slice index, not in machines/index.ts', () => {
      const root = project({
        'machines/a/index.ts': "export * from './machine.ts';\nexport { connect as connectA } from './connect.ts';\nexport type * from './types.ts';\n",
        'machines/index.ts': "export * from './a/index.ts';\n",
      });
      expect(checkLayers(root).map((problem: string) => problem.split(': ').slice(0, 2).join(': '))).toEqual([
        'machines/a/index.ts:1: exports * (a slice index exports by name',
        'machines/a/index.ts:3: exports * (a slice index exports by name',
      ].map((line) => expect.stringContaining(line)));
    });

    it("fails a ui/ component that calls anything from adapters/react but a slice's public hook", () => {
      const root = project({
        'ui/Thing.tsx': [
          "import { useThing } from '../adapters/react/useThing.ts';",
          "import { useThingActor, useThingApi, type ThingActor } from '../adapters/react/useThing.ts';",
          "import type { Helper } from '../adapters/react/helpers.ts';",
          "import { ThingContext } from '../adapters/react/useThing.ts';",
          "import { useSwipe } from '../adapters/react/useSwipe.ts';",
          "import { useElementWidth } from 'site-machines/adapters/react';",
          "import * as hooks from '../adapters/react/index.ts';",
          "import { useState } from 'react';",
        ].join('\n'),
      });
      expect(checkLayers(root).map((problem: string) => problem.split(': ').slice(0, 2).join(': '))).toEqual([
        "ui/Thing.tsx:2: calls useThingActor from '../adapters/react/useThing.ts'",
        "ui/Thing.tsx:2: calls useThingApi from '../adapters/react/useThing.ts'",
        "ui/Thing.tsx:7: imports all of '../adapters/react/index.ts'",
      ].map((line) => expect.stringContaining(line)));
    });

    it('fails an adapter that finds an element of ours by a selector string instead of an anatomy', () => {
      const root = project({
        'adapters/browser/thing.ts': [
          "const CLOSE = '[data-part=\"close-trigger\"]';",
          "const ATTRIBUTE = 'data-thing';",
          "root.querySelector('[data-part=\"close-trigger\"]');",
          "document.querySelectorAll('[aria-modal=\"true\"]');",
          'root.querySelector(CLOSE);',
          'target.closest(`[${ATTRIBUTE}]`);',
          "root.querySelector('#thing-root');",
          "root.querySelector('.thing__item');",
          'root.querySelector(thingAnatomy.selector(\'trigger\', rootId));',
          "target.closest('input, textarea, select, [contenteditable]');",
          "target.matches('a[href], [role=\"button\"]');",
        ].join('\n'),
      });
      expect(checkLayers(root).map((problem: string) => problem.split(': ')[0])).toEqual([
        'adapters/browser/thing.ts:3',
        'adapters/browser/thing.ts:4',
        'adapters/browser/thing.ts:5',
        'adapters/browser/thing.ts:6',
        'adapters/browser/thing.ts:7',
        'adapters/browser/thing.ts:8',
      ]);
      expect(checkLayers(root)[0]).toMatch(/use the slice anatomy's selector/);
    });

  });
});

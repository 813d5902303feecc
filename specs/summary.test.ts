import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor, fromPromise } from 'xstate';
import { parseHtmlFragment } from '../adapters/server/html.ts';
import { connectSummary, decodeWidgetAnswer, summaryMachine, type HtmlNode, type SummaryInput } from '../machines/index.ts';
import { sanitizeWidgetNodes } from '../machines/summary/logic.ts';
import { keepProps } from '../machines/shared/normalize.ts';

const clean = (html: string) => sanitizeWidgetNodes(parseHtmlFragment(html));
const names = (nodes: readonly HtmlNode[]): string[] => nodes.flatMap((node) => (node.kind === 'element' ? [node.name, ...names(node.children)] : []));
const attributeNames = (nodes: readonly HtmlNode[]): string[] => nodes.flatMap((node) => (node.kind === 'element' ? [...node.attributes.map((a) => a.name), ...attributeNames(node.children)] : []));

describe('events summary block', () => {
  it('[BLK-038] widget HTML keeps its text and structure but no script, handler, frame or unsafe address', () => {
    const nodes = clean('<ul class="e"><li><h3>Walk</h3><p onclick="x()">Go<script>alert(1)</script><img src="javascript:alert(1)" onerror="x()"><img src="/a.png" alt="A"></p><a href="javascript:alert(1)">bad</a><a href="https://example.com/e">ok</a><iframe src="/x"></iframe><style>p{}</style><custom-tag>kept text</custom-tag></li></ul>');
    // The javascript: link is no link: its text stays, unwrapped.
    expect(names(nodes)).toEqual(['ul', 'li', 'h3', 'p', 'img', 'img', 'a']);
    expect(attributeNames(nodes).sort()).toEqual(['alt', 'class', 'href', 'rel', 'src']);
    const text = JSON.stringify(nodes);
    expect(text).not.toContain('alert');
    expect(text).toContain('kept text');
    expect(text).toContain('{"kind":"text","text":"bad"}');
    expect(text).toContain('https://example.com/e');
  });

  it('[BLK-038] whatever HTML comes, nothing that can run survives', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('<script>a()</script>', '<img src=x onerror=a()>', '<a href="javascript:a()">x</a>', '<p style="x">t</p>', '<svg onload=a()>', '<iframe srcdoc="<script>a()</script>">', 'text', '<b>b</b>', '<div><span>s</span></div>')), (parts) => {
        const nodes = clean(parts.join(''));
        expect(names(nodes).some((name) => ['script', 'iframe', 'svg', 'style'].includes(name))).toBe(false);
        expect(attributeNames(nodes).some((name) => name.startsWith('on') || name === 'style' || name === 'srcdoc')).toBe(false);
        expect(JSON.stringify(nodes)).not.toContain('javascript:');
      }),
    );
  });

  it('[BLK-038] the answer is read as data.html; an answer without html text (or not an object) is refused', () => {
    expect(decodeWidgetAnswer({ html: '<p>x</p>' })).toEqual({ ok: true, data: { html: '<p>x</p>' } });
    expect(decodeWidgetAnswer({ data: { html: '<p>y</p>' } })).toEqual({ ok: true, data: { html: '<p>y</p>' } });
    for (const bad of [null, 'text', 42, { htm: 1 }, { html: 3 }, []]) expect(decodeWidgetAnswer(bad).ok, JSON.stringify(bad)).toBe(false);
  });

  it('[BLK-038] the block fetches its rendering only once it comes near, with its type, id, value and collectionId, and shows it sanitized', async () => {
    const asked: unknown[] = [];
    const machine = summaryMachine.provide({
      actors: { fetchRendering: fromPromise<HtmlNode[], SummaryInput>(async ({ input }) => (asked.push(input), parseHtmlFragment('<p>ok<script>x</script></p>'))) },
    });
    const actor = createActor(machine, { input: { id: 's', block: { type: 55, id: 'b', value: { pageSize: 3 } }, collectionId: 'events' } }).start();
    expect(actor.getSnapshot().value).toBe('dormant');
    expect(asked).toEqual([]);
    actor.send({ type: 'NEAR' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([{ id: 's', block: { type: 55, id: 'b', value: { pageSize: 3 } }, collectionId: 'events' }]);
    const api = connectSummary(actor.getSnapshot(), actor.send, keepProps);
    expect(api.status).toBe('rendered');
    expect(api.nodes).toEqual([{ kind: 'element', name: 'p', attributes: [], children: [{ kind: 'text', text: 'ok' }] }]);
  });

  it('[BLK-038] an unreadable answer: failed, the polite message, a warning with the reason', async () => {
    const machine = summaryMachine.provide({ actors: { fetchRendering: fromPromise<HtmlNode[], SummaryInput>(async () => Promise.reject(decodeWidgetAnswer('garbage'))) } });
    const actor = createActor(machine, { input: { id: 's', block: { type: 55, id: 'b', value: null }, collectionId: 'c' } });
    const warnings: string[][] = [];
    actor.on('warning', ({ details }) => warnings.push(details));
    actor.start();
    actor.send({ type: 'NEAR' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const api = connectSummary(actor.getSnapshot(), actor.send, keepProps);
    expect(api.status).toBe('failed');
    expect(api.message).toBe('The events could not be loaded. Please try again later.');
    expect(warnings[0]?.[0]).toBe('The widget rendering answer has no html text:');
  });
});

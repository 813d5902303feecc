import * as t from 'io-ts';
import { safeHref, type RichInline } from './rich-text.ts';

// The io-ts codecs of rich text, apart from ./rich-text.ts: a page that only draws rich text the
// server decoded (the cookie banner's notice, issue 20 item 3) ships no classic io-ts for them.

const SafeHref = /* @__PURE__ */ new t.Type<string, string, unknown>(
  'SafeHref',
  (value): value is string => typeof value === 'string' && safeHref(value) !== null,
  (value, context) => (typeof value === 'string' && safeHref(value) !== null ? t.success(value) : t.failure(value, context, 'not a safe link address')),
  t.identity,
);

/** io-ts codec of rich text that arrives from elsewhere (a server's JSON): links must be safe. */
export const RichInlineCodec: t.Type<RichInline> = /* @__PURE__ */ t.recursion('RichInline', () =>
  t.union([
    t.type({ type: t.literal('text'), text: t.string }),
    t.type({ type: t.literal('link'), href: SafeHref, children: t.array(RichInlineCodec) }),
    t.type({ type: t.literal('emphasis'), strong: t.boolean, children: t.array(RichInlineCodec) }),
  ]),
);
export const RichTextCodec = /* @__PURE__ */ t.array(/* @__PURE__ */ t.type({ type: /* @__PURE__ */ t.literal('paragraph'), children: /* @__PURE__ */ t.array(RichInlineCodec) }));

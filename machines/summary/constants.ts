/** [BLK-038] The events summary block's type as the widget-rendering call is told it (summary v2, ENUM block types). */
export const SUMMARY_BLOCK_TYPE = 55;

/** Ours: what the block says when its rendering could not be fetched or read (the reason goes to the console). */
export const SUMMARY_UNAVAILABLE_MESSAGE = 'The events could not be loaded. Please try again later.';
/** Ours: the console warning for an answer without html text. */
export const WIDGET_ANSWER_UNREADABLE = 'The widget rendering answer has no html text:';

/** Elements kept from widget HTML; anything else is dropped with its content (script, style, iframe...) or unwrapped. */
export const WIDGET_HTML_ELEMENTS = /* @__PURE__ */ Object.freeze([
  'a', 'article', 'b', 'br', 'div', 'em', 'figcaption', 'figure', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'i', 'img', 'li', 'ol', 'p', 'section', 'small', 'span', 'strong', 'time', 'ul',
] as const);
/** Elements dropped together with everything inside them. */
export const WIDGET_HTML_DROPPED = /* @__PURE__ */ Object.freeze(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'form', 'input', 'button', 'textarea', 'select', 'svg', 'math', 'link', 'meta', 'base'] as const);
/** Attributes kept (on the elements that take them); every `on…` handler and `style` is dropped. */
export const WIDGET_HTML_ATTRIBUTES = /* @__PURE__ */ Object.freeze(['class', 'href', 'src', 'alt', 'title', 'datetime', 'width', 'height'] as const);

import { createActor } from 'xstate';
import { bindCookieBannerEffects, readConsent } from '../../adapters/browser/cookie-banner.ts';
import { parseHtmlFragment } from '../../adapters/browser/html.ts';
import { inspectOnPage } from '../../adapters/browser/inspection.ts';
import { cookieBannerSettingsOf } from '../../machines/cookie-banner/codec.ts';
import { connect } from '../../machines/cookie-banner/connect.ts';
import { bannerTextHtml } from '../../machines/cookie-banner/logic.ts';
import { cookieBannerMachine } from '../../machines/cookie-banner/machine.ts';
import { richTextFromHtml, type RichInline, type RichText } from '../../machines/shared/rich-text.ts';
import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';
import { el } from './dom.ts';

export interface VanillaCookieBannerOptions {
  /** Raw cookie settings from the page: either form of spec 000 §3. */
  settings: unknown;
  /** [COOK-028] Preview mode: shown whatever the consent, clicks ignored. */
  forced?: boolean;
  /** [COOK-040] The page was opened with the screenshot flag. */
  screenshot?: boolean;
  /** Told whether visitor cookies and tracking may run: at start, and when the visitor chooses. */
  onTrackingAllowedChange?: (allowed: boolean) => void;
}

function inline(part: RichInline): Node {
  if (part.type === 'text') return document.createTextNode(part.text);
  const element = part.type === 'link' ? el('a') : el(part.strong ? 'strong' : 'em');
  if (part.type === 'link') element.setAttribute('href', part.href);
  element.append(...part.children.map(inline));
  return element;
}

/** Safe rich text as DOM elements (paragraphs, links, emphasis): never markup. */
function richText(text: RichText): HTMLElement[] {
  return text.map((paragraph) => {
    const p = el('p');
    p.append(...paragraph.children.map(inline));
    return p;
  });
}

/** The ICON call to action: a mark only, named by the accept text. */
function closeMark(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  for (const [name, value] of Object.entries({ 'aria-hidden': 'true', focusable: 'false', viewBox: '0 0 16 16', width: '16', height: '16' })) svg.setAttribute(name, value);
  const path = document.createElementNS(ns, 'path');
  for (const [name, value] of Object.entries({ d: 'M3 3l10 10M13 3L3 13', stroke: 'currentColor', 'stroke-width': '2', 'stroke-linecap': 'round' })) path.setAttribute(name, value);
  svg.append(path);
  return svg;
}

/**
 * The cookie banner in plain DOM, as the React `CookieBanner` renders it, from the same
 * cookieBannerMachine and `connect`: whether it shows, which buttons exist and what they say
 * are the machine's. The consent cookie is read once; the cookie effects are bound before the
 * actor starts (the clearing is emitted on start) [COOK-010] [COOK-027].
 */
export function renderCookieBanner(container: HTMLElement, options: VanillaCookieBannerOptions): () => void {
  const consent = readConsent();
  const text = richTextFromHtml(parseHtmlFragment(bannerTextHtml(cookieBannerSettingsOf(options.settings))));
  const actor = createActor(cookieBannerMachine, {
    input: { settings: options.settings, text, forced: options.forced, screenshot: options.screenshot, ...(consent ? { consent } : {}) },
    inspect: inspectOnPage,
  });
  const first = connect(actor.getSnapshot(), actor.send, normalizeProps);
  const root = el('div');
  const textBox = el('div');
  const actions = el('div');
  const decline = el('button', undefined, first.declineText);
  const accept = el('button');
  if (first.ctaVariant === 'ICON') accept.append(closeMark());
  else accept.textContent = first.acceptText;
  textBox.append(...richText(first.text));
  actions.append(...(first.declinable ? [decline] : []), accept);
  root.append(textBox, actions);
  let allowed: boolean | null = null;

  const render = () => {
    const api = connect(actor.getSnapshot(), actor.send, normalizeProps);
    if (allowed !== api.trackingAllowed) {
      allowed = api.trackingAllowed;
      options.onTrackingAllowedChange?.(allowed);
    }
    if (!api.visible) return root.remove();
    spreadProps(root, api.getRootProps());
    spreadProps(textBox, api.getTextProps());
    spreadProps(actions, api.getActionsProps());
    spreadProps(decline, api.getDeclineTriggerProps());
    spreadProps(accept, api.getAcceptTriggerProps());
    if (root.parentNode !== container) container.append(root);
  };
  const unbind = bindCookieBannerEffects(actor);
  const subscription = actor.subscribe(render);
  actor.start();
  render();
  return () => {
    subscription.unsubscribe();
    unbind();
    actor.stop();
  };
}

import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';
import { connectProductCard } from '../../machines/store/connect.ts';
import type { ProductCardApi, ProductCardInput } from '../../machines/store/types.ts';

function part<K extends keyof HTMLElementTagNameMap>(tag: K, props: object, text?: string): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  spreadProps(element, props);
  if (text !== undefined) element.textContent = text;
  return element;
}

/** The price line, as ui/ProductCard.tsx renders it: labels a screen reader hears around a sale price. */
function priceLine(api: ProductCardApi): HTMLElement | null {
  if (api.price.kind === 'none') return null;
  const line = part('p', api.getPriceProps());
  if (api.regularPriceText === null) {
    line.append(part('span', api.getCurrentPriceProps(), api.priceText));
    return line;
  }
  line.append(
    part('span', api.getPriceLabelProps(), `${api.priceLabel} `),
    part('span', api.getCurrentPriceProps(), api.priceText),
    ' ',
    part('span', api.getPriceLabelProps(), `${api.regularPriceLabel} `),
    part('s', api.getRegularPriceProps(), api.regularPriceText),
  );
  return line;
}

/**
 * A product card with plain DOM, from the same `connectProductCard` as the React component
 * (through the DOM's `normalizeProps`): the same parts, texts and attributes.
 */
export function renderProductCard(input: ProductCardInput, headingLevel: 2 | 3 | 4 | 5 | 6 = 3): HTMLElement {
  const api = connectProductCard(input, normalizeProps);
  const root = part('article', api.getRootProps());
  const image = api.getImageProps();
  if (image) root.append(part('img', image));
  const heading = part(`h${headingLevel}`, api.getTitleProps());
  heading.append(part('a', api.getLinkProps(), api.title));
  root.append(heading);
  if (api.badges.length > 0) {
    const badges = part('p', api.getBadgesProps());
    for (const badge of api.badges) badges.append(part('span', api.getBadgeProps(badge.kind), badge.text));
    root.append(badges);
  }
  const price = priceLine(api);
  if (price) root.append(price);
  if (api.subscriptionText !== null) root.append(part('p', api.getSubscriptionProps(), api.subscriptionText));
  if (api.detailsText !== null) root.append(part('p', api.getDetailsProps(), api.detailsText));
  return root;
}

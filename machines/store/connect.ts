import type { NormalizeProps } from '../shared/normalize.ts';
import { productCardAnatomy as anatomy } from './anatomy.ts';
import { DEFAULT_CURRENCY, PRODUCT_CARD_TEXT } from './constants.ts';
import { formatMoney } from './money.ts';
import { formatDimensions, formatWeight, fromPriceText, isOnSale, isSoldOut, priceDisplay, productWorkflowLabel, subscriptionText } from './logic.ts';
import type { ProductCardApi, ProductCardData, ProductCardInput, ProductVariant } from './types.ts';

/** Visually hidden but read by screen readers (the usual clip pattern), in any renderer. */
const VISUALLY_HIDDEN: Record<string, string> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: '0',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: '0',
};

/** Weight and size of the first variant that has them, with the store's units [STORE-031] [STORE-032]. */
function detailsOf(variants: readonly ProductVariant[], standard: string): string | null {
  const weighed = variants.find((variant) => variant.weight !== undefined);
  const sized = variants.find((variant) => variant.dimensions !== undefined);
  const parts = [
    weighed?.weight === undefined ? null : formatWeight(weighed.weight, standard),
    sized?.dimensions === undefined ? null : formatDimensions(sized.dimensions, standard),
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(' · ');
}

/**
 * [STORE-017]..[STORE-032] What a product card shows, worked out once (on the server for a page:
 * the browser gets this plain data, never the product codec or the price rules): price text in
 * the store's currency ('from' when variant prices differ, the sale price beside the
 * struck-through regular price), sale and sold-out marks, subscription text, weight and size.
 */
export function describeProductCard(input: ProductCardInput): ProductCardData {
  const { product } = input;
  const content = product.structuredContent;
  const currency = input.currency ?? DEFAULT_CURRENCY;
  const price = priceDisplay(content);
  const money = (cents: number) => formatMoney(cents, currency);
  return {
    id: input.id ?? `product-${product.id}`,
    title: product.title,
    ...(product.url === undefined ? {} : { url: product.url }),
    ...(product.image === undefined ? {} : { image: product.image }),
    productType: content.productType,
    soldOut: isSoldOut(content),
    onSale: isOnSale(content),
    price,
    priceText: price.kind === 'none' ? '' : price.kind === 'from' ? fromPriceText(money(price.priceCents)) : money(price.priceCents),
    regularPriceText: price.kind === 'sale' ? money(price.regularPriceCents) : null,
    subscriptionText: content.subscriptionPlan ? subscriptionText(content.subscriptionPlan) : null,
    detailsText: detailsOf(content.variants, input.measurementStandard ?? 'imperial'),
    workflowLabel: productWorkflowLabel(content.workflowState),
  };
}

/**
 * The product card's view model from what `describeProductCard` worked out: the texts and the
 * props of each part for any renderer. A screen reader hears 'Sale price $8.00 Regular price
 * $10.00' (labels hidden from sight, since a strike-through is not announced), and 'Sold out'
 * as text, not only as a style.
 */
export function connectProductCardView(card: ProductCardData, normalize: NormalizeProps): ProductCardApi {
  const { id: rootId, soldOut, onSale, price, image } = card;
  const titleId = anatomy.id(rootId, 'title');
  const badges = [
    ...(onSale ? [{ kind: 'sale' as const, text: PRODUCT_CARD_TEXT.sale }] : []),
    ...(soldOut ? [{ kind: 'sold-out' as const, text: PRODUCT_CARD_TEXT.soldOut }] : []),
  ];
  return {
    title: card.title,
    soldOut,
    onSale,
    price,
    priceText: card.priceText,
    regularPriceText: card.regularPriceText,
    priceLabel: price.kind === 'sale' ? PRODUCT_CARD_TEXT.salePrice : PRODUCT_CARD_TEXT.price,
    regularPriceLabel: PRODUCT_CARD_TEXT.regularPrice,
    subscriptionText: card.subscriptionText,
    detailsText: card.detailsText,
    workflowLabel: card.workflowLabel,
    badges,
    getRootProps: () => normalize({
      id: rootId,
      'aria-labelledby': titleId,
      ...anatomy.attrs('root'),
      'data-product-type': card.productType,
      'data-sold-out': soldOut ? '' : undefined,
      'data-on-sale': onSale ? '' : undefined,
    }),
    // Without an address the name is a placeholder link (an <a> without href): not focusable, not a dead '#'.
    getLinkProps: () => normalize({ ...anatomy.attrs('link'), href: card.url }),
    getImageProps: () =>
      image
        ? normalize({
            ...anatomy.attrs('image'),
            src: image.src,
            alt: image.alt,
            ...(image.width === undefined ? {} : { width: image.width }),
            ...(image.height === undefined ? {} : { height: image.height }),
            loading: 'lazy' as const,
            decoding: 'async' as const,
          })
        : null,
    getTitleProps: () => normalize({ ...anatomy.attrs('title'), id: titleId }),
    getBadgesProps: () => normalize(anatomy.attrs('badges')),
    getBadgeProps: (kind) => normalize({ ...anatomy.attrs('badge'), 'data-kind': kind }),
    getPriceProps: () => normalize({ ...anatomy.attrs('price'), 'data-kind': price.kind }),
    getPriceLabelProps: () => normalize({ ...anatomy.attrs('price-label'), style: VISUALLY_HIDDEN }),
    getCurrentPriceProps: () => normalize(anatomy.attrs('current-price')),
    getRegularPriceProps: () => normalize(anatomy.attrs('regular-price')),
    getSubscriptionProps: () => normalize(anatomy.attrs('subscription')),
    getDetailsProps: () => normalize(anatomy.attrs('details')),
  };
}

/** The product card's view model straight from a product: `describeProductCard`, then `connectProductCardView`. */
export function connectProductCard(input: ProductCardInput, normalize: NormalizeProps): ProductCardApi {
  return connectProductCardView(describeProductCard(input), normalize);
}

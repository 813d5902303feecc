'use client';
import { useProductCard } from '../adapters/react/useProductCard.ts';
import { useProductCardView } from '../adapters/react/useProductCardView.ts';
import type { ProductCardApi, ProductCardData, ProductCardInput } from '../machines/store/types.ts';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface ProductCardProps extends ProductCardInput {
  /** Level of the product name's heading. */
  headingLevel?: HeadingLevel;
}

export interface ProductCardViewProps {
  /** What the card shows, worked out on the server (`describeProductCard`). */
  card: ProductCardData;
  /** Level of the product name's heading. */
  headingLevel?: HeadingLevel;
}

/** The price line: the price, or the sale price beside the struck-through regular price with labels a screen reader hears. */
function Price({ api }: { api: ProductCardApi }) {
  if (api.price.kind === 'none') return null;
  return (
    <p {...api.getPriceProps()}>
      {api.regularPriceText === null ? (
        <span {...api.getCurrentPriceProps()}>{api.priceText}</span>
      ) : (
        <>
          <span {...api.getPriceLabelProps()}>{`${api.priceLabel} `}</span>
          <span {...api.getCurrentPriceProps()}>{api.priceText}</span>{' '}
          <span {...api.getPriceLabelProps()}>{`${api.regularPriceLabel} `}</span>
          <s {...api.getRegularPriceProps()}>{api.regularPriceText}</s>
        </>
      )}
    </p>
  );
}

/** The card's markup: every text and mark comes from the view model. */
function Card({ api, headingLevel }: { api: ProductCardApi; headingLevel: HeadingLevel }) {
  const Heading = `h${headingLevel}` as const;
  const image = api.getImageProps();
  return (
    <article {...api.getRootProps()}>
      {image ? <img {...image} /> : null}
      <Heading {...api.getTitleProps()}>
        <a {...api.getLinkProps()}>{api.title}</a>
      </Heading>
      {api.badges.length > 0 ? (
        <p {...api.getBadgesProps()}>
          {api.badges.map((badge) => (
            <span key={badge.kind} {...api.getBadgeProps(badge.kind)}>{badge.text}</span>
          ))}
        </p>
      ) : null}
      <Price api={api} />
      {api.subscriptionText === null ? null : <p {...api.getSubscriptionProps()}>{api.subscriptionText}</p>}
      {api.detailsText === null ? null : <p {...api.getDetailsProps()}>{api.detailsText}</p>}
    </article>
  );
}

/**
 * The product card of a page, from what the server worked out (`describeProductCard`): what a
 * block that hydrates renders, with no price rules, currency table or codec in the browser.
 */
export function ProductCardView({ card, headingLevel = 3 }: ProductCardViewProps) {
  const { api } = useProductCardView(card);
  return <Card api={api} headingLevel={headingLevel} />;
}

/**
 * Render-only product card straight from a product (the price rules run where it renders: on
 * the server, or in a browser that has the product). Renders what `ProductCardView` renders for
 * `describeProductCard` of the same input.
 */
export function ProductCard({ headingLevel = 3, ...input }: ProductCardProps) {
  const { api } = useProductCard(input);
  return <Card api={api} headingLevel={headingLevel} />;
}

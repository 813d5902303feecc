'use client';
import { useProductCard } from '../adapters/react/useProductCard.ts';
import type { ProductCardApi, ProductCardInput } from '../machines/store/types.ts';

export interface ProductCardProps extends ProductCardInput {
  /** Level of the product name's heading. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
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

/** Render-only product card: every text and mark comes from `connectProductCard`. */
export function ProductCard({ headingLevel = 3, ...input }: ProductCardProps) {
  const { api } = useProductCard(input);
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

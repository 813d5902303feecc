import '../../../ui/store.css';
import { productCardAnatomy } from '../../../machines/store/anatomy.ts';
import type { Product, StoreSettings } from '../../../machines/store/types.ts';
import { AddToCartButton } from '../../../ui/AddToCartButton.tsx';
import { ProductCard } from '../../../ui/ProductCard.tsx';
import { WithSiteCart } from '../SiteCartRunner.tsx';

export interface ProductsSiteBlockProps {
  id: string;
  products: Product[];
  currency: string;
  settings: StoreSettings;
}

/** Whether a variant can be bought now. */
const available = (variant: Product['structuredContent']['variants'][number]) => variant.unlimited || variant.qtyInStock > 0;

/** A product collection block of the site: the cards, each with an add button per variant in stock (the page's one cart). */
export function ProductsSiteBlock({ id, products, currency, settings }: ProductsSiteBlockProps) {
  return (
    <WithSiteCart>
    <ul className="hb-products">
      {products.map((product) => {
        const cardId = `${id}-${product.id}`;
        const variants = product.structuredContent.variants;
        return (
          <li key={product.id} className="hb-product">
            <ProductCard id={cardId} product={product} currency={currency} measurementStandard={settings.measurementStandard} headingLevel={2} />
            <div className="hb-product-actions">
              {variants.filter(available).map((variant) => {
                const option = variant.optionValues.map((value) => value.value).join(', ');
                return (
                  <AddToCartButton key={variant.id} productId={product.id} variantId={variant.id} describedBy={productCardAnatomy.id(cardId, 'title')}>
                    {option === '' ? 'Add to basket' : `Add ${option.toLowerCase()} to basket`}
                  </AddToCartButton>
                );
              })}
            </div>
          </li>
        );
      })}
    </ul>
    </WithSiteCart>
  );
}

/** `site-machines/store`: currencies, money, product codecs and rules, the product card's view model, hook and component, and the stylesheet it needs. */
export * from '../machines/store/index.ts';
export { useProductCard } from '../adapters/react/useProductCard.ts';
export { useProductCardView } from '../adapters/react/useProductCardView.ts';
export { ProductCard, ProductCardView } from '../ui/ProductCard.tsx';
export type { ProductCardProps, ProductCardViewProps } from '../ui/ProductCard.tsx';
/** The stylesheets the component needs (import them in your app's CSS or bundle). */
export const stylesheets = ['site-machines/ui/store.css'] as const;

// The site's blocks as islands (adapters/react/Island.tsx): each block's code is a chunk of its
// own, fetched when the block is needed. Naming a block here does not fetch it.
import { defineIsland } from '../../../adapters/react/Island.tsx';
import type { AccordionBlockProps } from './AccordionBlock.tsx';
import type { ContactFormBlockProps } from './ContactFormBlock.tsx';
import type { GalleryBlockProps } from '../pages/GalleryBlock.tsx';
import type { MapBlockProps } from '../../../ui/MapBlock.tsx';
import type { ReservationBlockProps } from '../../../ui/ReservationBlock.tsx';
import type { EventsSummaryBlockProps } from './EventsSummaryBlock.tsx';
import type { HighlightBlockData } from '../../../machines/highlight/codec.ts';
import type { MenuTabsBlockProps } from './MenuTabsBlock.tsx';
import type { PricingBlockProps } from './PricingBlock.tsx';
import type { HighlightCardsBlockProps, HighlightHeadingBlockProps, HighlightListBlockProps } from './HighlightBlocks.tsx';
import type { ImageBlockBlockProps } from './ImageBlockBlock.tsx';
import type { ShapeBlockBlockProps } from './ShapeBlockBlock.tsx';
import type { ShrinkHeadingBlockProps } from './ShrinkHeadingBlock.tsx';
import type { StoryBlockProps } from './StoryBlock.tsx';
import type { ProductCollectionBlockProps } from './ProductCollectionBlock.tsx';

export const accordionIsland = defineIsland<AccordionBlockProps>('accordion', () => import('./AccordionBlock.tsx').then((m) => m.AccordionBlock));
export const galleryIsland = defineIsland<GalleryBlockProps>('gallery', () => import('../pages/GalleryBlock.tsx').then((m) => m.GalleryBlock), {
  // The layout the block's design names (and no other) is fetched with its code: it hydrates whole
  // when it wakes. Asked through the block's own module, so pages without a gallery carry none of it.
  prepare: (props) => import('../pages/GalleryBlock.tsx').then((m) => m.prepareGalleryBlock(props)),
});
export const contactFormIsland = defineIsland<ContactFormBlockProps>('contact-form', () => import('./ContactFormBlock.tsx').then((m) => m.ContactFormBlock));
// Issue 24: the blocks that load a provider; their code, and the provider's script, come only when they are near.
export const mapIsland = defineIsland<MapBlockProps>('map', () => import('../../../ui/MapBlock.tsx').then((m) => m.MapBlock));
export const reservationIsland = defineIsland<ReservationBlockProps>('reservation', () => import('../../../ui/ReservationBlock.tsx').then((m) => m.ReservationBlock));
export const eventsSummaryIsland = defineIsland<EventsSummaryBlockProps>('events-summary', () => import('./EventsSummaryBlock.tsx').then((m) => m.EventsSummaryBlock));

// Issue 23's content blocks: one module per kind of block, fetched when a block of it is needed
// (a page without the block loads none of its code).
export const menuTabsIsland = defineIsland<MenuTabsBlockProps>('menu-tabs', () => import('./MenuTabsBlock.tsx').then((m) => m.MenuTabsBlock));
export const pricingIsland = defineIsland<PricingBlockProps>('pricing', () => import('./PricingBlock.tsx').then((m) => m.PricingBlock));
export const highlightHeadingIsland = defineIsland<HighlightHeadingBlockProps>('highlight-heading', () => import('./HighlightBlocks.tsx').then((m) => m.HighlightHeadingBlock));
export const highlightCardsIsland = defineIsland<HighlightCardsBlockProps>('highlight-cards', () => import('./HighlightBlocks.tsx').then((m) => m.HighlightCardsBlock));
export const highlightListIsland = defineIsland<HighlightListBlockProps>('highlight-list', () => import('./HighlightBlocks.tsx').then((m) => m.HighlightListBlock));
export const highlightVisitIsland = defineIsland<{ data: HighlightBlockData }>('highlight-visit', () => import('./HighlightBlocks.tsx').then((m) => m.HighlightVisitBlock));
export const shrinkHeadingIsland = defineIsland<ShrinkHeadingBlockProps>('shrink-heading', () => import('./ShrinkHeadingBlock.tsx').then((m) => m.ShrinkHeadingBlock));
export const storyIsland = defineIsland<StoryBlockProps>('story', () => import('./StoryBlock.tsx').then((m) => m.StoryBlock));
export const imageBlockIsland = defineIsland<ImageBlockBlockProps>('image-block', () => import('./ImageBlockBlock.tsx').then((m) => m.ImageBlockBlock));
export const shapeBlockIsland = defineIsland<ShapeBlockBlockProps>('shape-block', () => import('./ShapeBlockBlock.tsx').then((m) => m.ShapeBlockBlock));
export const productCollectionIsland = defineIsland<ProductCollectionBlockProps>('product-collection', () => import('./ProductCollectionBlock.tsx').then((m) => m.ProductCollectionBlock));
export const cartPageIsland = defineIsland<Record<string, never>>('cart-page', () => import('./CartPageBlock.tsx').then((m) => m.CartPageBlock));

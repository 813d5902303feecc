// The site's blocks as islands (adapters/react/Island.tsx): each block's code is a chunk of its
// own, fetched when the block is needed. Naming a block here does not fetch it.
import { defineIsland } from '../../../adapters/react/Island.tsx';
import type { AccordionBlockProps } from './AccordionBlock.tsx';
import type { ContactFormBlockProps } from './ContactFormBlock.tsx';
import type { GalleryBlockProps } from '../pages/GalleryBlock.tsx';
import type { ProductCollectionBlockProps } from './ProductCollectionBlock.tsx';

export const accordionIsland = defineIsland<AccordionBlockProps>('accordion', () => import('./AccordionBlock.tsx').then((m) => m.AccordionBlock));
export const galleryIsland = defineIsland<GalleryBlockProps>('gallery', () => import('../pages/GalleryBlock.tsx').then((m) => m.GalleryBlock));
export const contactFormIsland = defineIsland<ContactFormBlockProps>('contact-form', () => import('./ContactFormBlock.tsx').then((m) => m.ContactFormBlock));
export const productCollectionIsland = defineIsland<ProductCollectionBlockProps>('product-collection', () => import('./ProductCollectionBlock.tsx').then((m) => m.ProductCollectionBlock));
export const cartPageIsland = defineIsland<Record<string, never>>('cart-page', () => import('./CartPageBlock.tsx').then((m) => m.CartPageBlock));

// The site's blocks as islands (adapters/react/Island.tsx): each block's code is a chunk of its
// own, fetched when the block is needed. Naming a block here does not fetch it.
import { defineIsland } from '../../../adapters/react/Island.tsx';
import type { AccordionBlockProps } from './AccordionBlock.tsx';
import type { ContactFormBlockProps } from './ContactFormBlock.tsx';
import type { GalleryBlockProps } from '../pages/GalleryBlock.tsx';
import type { MapBlockProps } from '../../../ui/MapBlock.tsx';
import type { ReservationBlockProps } from '../../../ui/ReservationBlock.tsx';
import type { EventsSummaryBlockProps } from './EventsSummaryBlock.tsx';

export const accordionIsland = defineIsland<AccordionBlockProps>('accordion', () => import('./AccordionBlock.tsx').then((m) => m.AccordionBlock));
export const galleryIsland = defineIsland<GalleryBlockProps>('gallery', () => import('../pages/GalleryBlock.tsx').then((m) => m.GalleryBlock));
export const contactFormIsland = defineIsland<ContactFormBlockProps>('contact-form', () => import('./ContactFormBlock.tsx').then((m) => m.ContactFormBlock));
// Issue 24: the blocks that load a provider; their code, and the provider's script, come only when they are near.
export const mapIsland = defineIsland<MapBlockProps>('map', () => import('../../../ui/MapBlock.tsx').then((m) => m.MapBlock));
export const reservationIsland = defineIsland<ReservationBlockProps>('reservation', () => import('../../../ui/ReservationBlock.tsx').then((m) => m.ReservationBlock));
export const eventsSummaryIsland = defineIsland<EventsSummaryBlockProps>('events-summary', () => import('./EventsSummaryBlock.tsx').then((m) => m.EventsSummaryBlock));

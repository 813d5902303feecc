import { ORDER_LINK_DEFAULT_TITLE } from './constants.ts';

/** [CONST-019] A food-ordering link's title: the owner's, or 'Order Now'. */
export function orderLinkTitle(title: unknown): string {
  return typeof title === 'string' && title.trim() !== '' ? title.trim() : ORDER_LINK_DEFAULT_TITLE;
}

/** The part of a DOM or React keyboard event the handlers read. */
export interface KeyboardEventLike {
  key: string;
  preventDefault(): void;
}

/** What the accordion's connect returns: its parts as props for any renderer. */
export interface AccordionApi {
  /** Ids of the open items, in the order they were opened. */
  open: readonly string[];
  /** True while any item animates (250 ms after each open or close) [BLK-005]. */
  animating: boolean;
  isOpen(itemId: string): boolean;
  /** True while this item animates, when its own toggles are ignored [BLK-003]. */
  isAnimating(itemId: string): boolean;
  getRootProps(): {
    id: string;
    'data-scope': 'accordion';
    'data-part': 'root';
    'data-animating': '' | undefined;
    style: Record<string, string>;
  };
  getItemProps(itemId: string): { 'data-scope': 'accordion'; 'data-part': 'item'; 'data-state': 'open' | 'closed'; 'data-animating': '' | undefined };
  getHeadingProps(itemId: string): { 'data-scope': 'accordion'; 'data-part': 'heading' };
  /** Spread on a `<button>`: Enter and Space activate it natively (WAI-ARIA accordion). */
  getTriggerProps(itemId: string): {
    id: string;
    type: 'button';
    'aria-expanded': 'true' | 'false';
    'aria-controls': string;
    'data-scope': 'accordion';
    'data-part': 'trigger';
    'data-state': 'open' | 'closed';
    onClick(): void;
    onKeyDown(event: KeyboardEventLike): void;
  };
  getPanelProps(itemId: string): {
    id: string;
    role: 'region';
    'aria-labelledby': string;
    hidden: boolean;
    'data-scope': 'accordion';
    'data-part': 'panel';
    'data-state': 'open' | 'closed';
  };
  /** The panel's inner wrapper, which the collapse animation clips. */
  getPanelContentProps(itemId: string): { 'data-scope': 'accordion'; 'data-part': 'panel-content' };
}


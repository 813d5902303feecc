/**
 * The page's one cart, as the published site's shell holds it without its code (issue 26 size):
 * the cart (machine, requests, codec, checkout) runs in `SiteCartRunner`, a chunk of its own, and
 * the blocks that show it (the header's cart element, the products, the basket) are islands that
 * wake with it. A page whose first screen uses the cart (the shop, the basket) has its entry
 * provide the runner (`provideSiteCartRunner`), so the cart runs from the page's first render, as
 * the server renders it; on every other page the server's markup (the cart as it starts: empty)
 * stays until the header's cart element wakes (it is on the first screen, so at once after
 * load), and fetching its chunk starts the runner. Adding to the cart elsewhere, or in another
 * tab, reaches this page's count when its runner reads the cart, as before.
 */
import { createContext, lazy, Suspense, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { CartRef } from '../../adapters/browser/cart-ref.ts';

/** The page's cart actor once it runs: one cell for the page's life (a context above islands keeps one value). */
export interface SiteCartCell {
  actor: CartRef | null;
  /** The runner started the cart. */
  set(actor: CartRef): void;
  /** The cart, starting its runner if it is not running yet. */
  need(): Promise<CartRef>;
  /** Called when something needs the cart (the shell starts the runner). */
  onNeed(wake: () => void): () => void;
}

function createCell(): SiteCartCell {
  const waiting: ((actor: CartRef) => void)[] = [];
  let wanted = false;
  let wake: (() => void) | null = null;
  const cell: SiteCartCell = {
    actor: null,
    set(actor) {
      if (cell.actor === actor) return;
      cell.actor = actor;
      for (const resolve of waiting.splice(0)) resolve(actor);
    },
    need() {
      if (cell.actor) return Promise.resolve(cell.actor);
      wanted = true;
      wake?.();
      return new Promise((resolve) => waiting.push(resolve));
    },
    onNeed(given) {
      wake = given;
      if (wanted) given();
      return () => {
        if (wake === given) wake = null;
      };
    },
  };
  return cell;
}

/** The browser's page has one cart (a server renders many pages: each its own cell). */
let pageCell: SiteCartCell | null = null;

const SiteCartContext = createContext<SiteCartCell | null>(null);

/** The page's cart actor, for a block that woke with it (its island waited for `siteCartReady`). */
export function useSiteCartActor(): CartRef {
  const actor = useContext(SiteCartContext)?.actor;
  if (!actor) throw new Error('The site cart is not running: a block that shows the cart waits for siteCartReady() (its island prepares it).');
  return actor;
}

/** In the browser: the page's cart, its runner started if need be (an island's `prepare`). On the server: at once (it renders with the runner). */
export function siteCartReady(): Promise<unknown> {
  if (typeof window === 'undefined') return Promise.resolve();
  pageCell ??= createCell();
  return pageCell.need();
}

export interface SiteCartRunnerProps {
  cell: SiteCartCell;
  minimumSubtotalCents: number;
}

let providedRunner: ComponentType<SiteCartRunnerProps> | undefined;

/** The runner's code, imported statically by a page whose first screen uses the cart (and by the server). */
export function provideSiteCartRunner(runner: ComponentType<SiteCartRunnerProps>): void {
  providedRunner = runner;
}

const LazyRunner = lazy(() => import('./SiteCartRunner.tsx').then((module) => ({ default: module.SiteCartRunner })));

/**
 * Holds the page's cart for the blocks under it. With its runner provided, the cart runs from the
 * first render (before the blocks under it render); otherwise its code is fetched when a block
 * needs the cart (`siteCartReady`).
 */
export function SiteCartHost({ minimumSubtotalCents, children }: { minimumSubtotalCents: number; children: ReactNode }) {
  const [cell] = useState(() => (typeof window === 'undefined' ? createCell() : (pageCell ??= createCell())));
  const [Runner] = useState(() => providedRunner);
  const [needed, setNeeded] = useState(false);
  useEffect(() => (Runner ? undefined : cell.onNeed(() => setNeeded(true))), [Runner, cell]);
  return (
    <SiteCartContext.Provider value={cell}>
      {Runner ? (
        <Runner cell={cell} minimumSubtotalCents={minimumSubtotalCents} />
      ) : needed ? (
        <Suspense fallback={null}>
          <LazyRunner cell={cell} minimumSubtotalCents={minimumSubtotalCents} />
        </Suspense>
      ) : null}
      {children}
    </SiteCartContext.Provider>
  );
}

import { REMOVED_TWEEN_MESSAGE } from '../../machines/gallery/tween-message.ts';

/**
 * [GAL-083] The page-wide `Tween` of older templates is gone (a tween is `createTween` from the
 * gallery's layouts now). Template code that still calls it gets a log saying so, not a
 * ReferenceError that would stop the rest of its script. A page's own `Tween` is left alone.
 */
export function installRemovedTweenGlobal(win: object = window, log: (message: string) => void = console.warn): void {
  if ('Tween' in win) return;
  Object.defineProperty(win, 'Tween', {
    configurable: true,
    writable: true,
    value: function Tween() {
      log(REMOVED_TWEEN_MESSAGE);
    },
  });
}

import { CAPTCHA_NOT_SET_UP_MESSAGE } from '../../machines/form/constants.ts';
import { DEFAULT_SCRIPT_TIMEOUT_MS } from '../../machines/script-loader/constants.ts';
import { scriptUrlWithParams } from '../../machines/script-loader/logic.ts';
import type { CaptchaProvider, CaptchaWidget } from './captcha.ts';
import { loadScript } from './script-loader.ts';

/**
 * The documented browser API of the widely used captcha service (`grecaptcha`, explicit
 * rendering) that the form uses: `ready(cb)`, `render(container, {sitekey, size, callback,
 * 'expired-callback', 'error-callback'})` giving a widget id, `reset(id)`, `execute(id)`,
 * `getResponse(id)`. The real service's script defines it; so does the example site's stand-in.
 */
export interface GrecaptchaApi {
  ready?(callback: () => void): void;
  render(
    container: HTMLElement,
    parameters: { sitekey: string; size: 'compact' | 'normal'; callback(token: string): void; 'expired-callback'(): void; 'error-callback'?(): void },
  ): number;
  reset(widgetId?: number): void;
  execute(widgetId?: number): void;
  getResponse(widgetId?: number): string;
}

export interface RecaptchaProviderOptions {
  /** [BLK-076] The site key from the page context; absent: 'ReCaptcha has not been set up!' [BLK-078]. */
  siteKey: string | null;
  /** The service's script address (the real one, or the example site's stand-in). */
  scriptUrl: string;
  /** The page's window (read when a captcha renders, never on the server); `window` by default. */
  win?: Window;
}

/** [BLK-078] What the container shows when there is no captcha to render. */
function showNotSetUp(container: HTMLElement): void {
  const alert = container.ownerDocument.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.textContent = CAPTCHA_NOT_SET_UP_MESSAGE;
  container.replaceChildren(alert);
  console.error(CAPTCHA_NOT_SET_UP_MESSAGE);
}

function grecaptchaOf(win: Window): GrecaptchaApi | null {
  const api = (win as Window & { grecaptcha?: Partial<GrecaptchaApi> }).grecaptcha;
  return api && typeof api.render === 'function' && typeof api.reset === 'function' && typeof api.execute === 'function' ? (api as GrecaptchaApi) : null;
}

/**
 * [BLK-076] A captcha provider over the service's browser API: its script is loaded with the
 * site key through the page's script loader (once, however many forms) and rendered explicitly
 * into the container, once [BLK-074] (`renderCaptcha` keeps one per container), compact under
 * 320 px [BLK-077]; `reset` and `execute` [BLK-075] go to that widget (queued until it exists).
 * No site key, a script that fails or does not define the API: 'ReCaptcha has not been set up!'.
 */
export function createRecaptchaProvider({ siteKey, scriptUrl, win }: RecaptchaProviderOptions): CaptchaProvider {
  return {
    name: 'recaptcha',
    render(container, { size, onComplete, onExpire }): CaptchaWidget {
      let widgetId: number | null = null;
      let api: GrecaptchaApi | null = null;
      let destroyed = false;
      const queued: ('reset' | 'execute')[] = [];
      const run = (action: 'reset' | 'execute') => {
        if (api && widgetId !== null) api[action](widgetId);
        else queued.push(action);
      };
      if (!siteKey) {
        showNotSetUp(container);
        return { reset() {}, execute() {}, destroy: () => container.replaceChildren() };
      }
      const slot = container.ownerDocument.createElement('div');
      container.replaceChildren(slot);
      // Explicit rendering: the service draws only where it is told to.
      loadScript(scriptUrlWithParams(scriptUrl, { render: 'explicit' }), { timeoutMs: DEFAULT_SCRIPT_TIMEOUT_MS, doc: container.ownerDocument })
        .then(() => {
          const loaded = grecaptchaOf(win ?? window);
          if (!loaded) throw new Error('The captcha script did not define its API');
          const draw = () => {
            if (destroyed) return;
            api = loaded;
            widgetId = loaded.render(slot, { sitekey: siteKey, size, callback: onComplete, 'expired-callback': onExpire, 'error-callback': onExpire });
            queued.splice(0).forEach(run);
          };
          if (loaded.ready) loaded.ready(draw);
          else draw();
        })
        .catch(() => {
          if (!destroyed) showNotSetUp(container);
        });
      return {
        reset: () => run('reset'),
        execute: () => run('execute'),
        destroy: () => {
          destroyed = true;
          container.replaceChildren();
        },
      };
    },
  };
}

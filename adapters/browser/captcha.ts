import { captchaSize } from '../../machines/form/logic.ts';

export interface CaptchaRenderOptions {
  /** [BLK-077] 'compact' in a container under 320 px wide, else 'normal'. */
  size: 'compact' | 'normal';
  /** The challenge was solved: send CAPTCHA_COMPLETE {token}. */
  onComplete(token: string): void;
  /** The solution expired: send CAPTCHA_EXPIRE. */
  onExpire(): void;
}

/** [BLK-075] A rendered captcha can be reset or executed. */
export interface CaptchaWidget {
  reset(): void;
  execute(): void;
  destroy(): void;
}

/**
 * A captcha service as the form sees it (a third-party script, or the example site's demo
 * provider): it renders a challenge into a container and reports solutions and expiries.
 */
export interface CaptchaProvider {
  readonly name: string;
  render(container: HTMLElement, options: CaptchaRenderOptions): CaptchaWidget;
}

const rendered = new WeakMap<HTMLElement, CaptchaWidget>();

/**
 * [BLK-074] Renders a captcha once per container: a second call for the same container gives
 * the widget already there (until it is destroyed). [BLK-077] The size follows the container's
 * width at render time.
 */
export function renderCaptcha(
  container: HTMLElement,
  provider: CaptchaProvider,
  callbacks: Pick<CaptchaRenderOptions, 'onComplete' | 'onExpire'>,
): CaptchaWidget {
  let widget = rendered.get(container);
  if (!widget) {
    const { reset, execute, destroy } = provider.render(container, { ...callbacks, size: captchaSize(container.getBoundingClientRect().width) });
    widget = { reset, execute, destroy: () => (rendered.delete(container), destroy()) };
    rendered.set(container, widget);
  }
  return widget;
}

/** What the captcha binding needs of the form's actor: its two captcha events and the reset it emits. */
export interface CaptchaFormActor {
  send(event: { type: 'CAPTCHA_COMPLETE'; token: string } | { type: 'CAPTCHA_EXPIRE' }): void;
  on(type: 'captchaReset', listener: () => void): { unsubscribe(): void };
}

/**
 * The one place a form's captcha meets the page (the React `CaptchaContainer` and the plain-DOM
 * form both call it): the provider renders its challenge into the container once [BLK-074],
 * solutions and expiries go to the form (CAPTCHA_COMPLETE {token}, CAPTCHA_EXPIRE), and a failed
 * submission resets the widget [FORM-024]. Returns the cleanup (the widget destroyed).
 */
export function bindCaptcha(actor: CaptchaFormActor, container: HTMLElement, provider: CaptchaProvider): () => void {
  const widget = renderCaptcha(container, provider, {
    onComplete: (token) => actor.send({ type: 'CAPTCHA_COMPLETE', token }),
    onExpire: () => actor.send({ type: 'CAPTCHA_EXPIRE' }),
  });
  const reset = actor.on('captchaReset', () => widget.reset());
  return () => {
    reset.unsubscribe();
    widget.destroy();
  };
}

import type { CaptchaProvider, CaptchaWidget } from '../../adapters/browser/captcha.ts';
import type { DataLayer } from '../../adapters/browser/data-layer.ts';

let widgets = 0;

function readToken(answer: unknown): { token: string; expiresInMs: number } | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { token, expiresInMs } = answer as Record<string, unknown>;
  return typeof token === 'string' && typeof expiresInMs === 'number' ? { token, expiresInMs } : null;
}

/**
 * The example site's demo captcha provider, a stand-in for a third-party captcha (none can load
 * here): an accessible checkbox challenge whose token comes from POST /api/captcha/solve and
 * expires when the server says. It offers no bot protection, and says so on the page.
 */
export function createDemoCaptchaProvider(dataLayer: DataLayer): CaptchaProvider {
  return {
    name: 'demo',
    render(container, { size, onComplete, onExpire }): CaptchaWidget {
      const id = `demo-captcha-${++widgets}`;
      const root = document.createElement('div');
      root.className = 'demo-captcha';
      root.dataset.size = size;
      const checkbox = document.createElement('input');
      checkbox.type = 'checkbox';
      checkbox.id = id;
      const label = document.createElement('label');
      label.htmlFor = id;
      label.textContent = 'I am not a robot';
      const note = document.createElement('span');
      note.className = 'demo-captcha-provider';
      note.textContent = 'Demo captcha provider (example site, no bot protection)';
      const status = document.createElement('span');
      status.setAttribute('role', 'status');
      status.className = 'demo-captcha-status';
      root.append(checkbox, label, note, status);
      container.replaceChildren(root);

      let expiry: ReturnType<typeof setTimeout> | undefined;
      let attempt = 0;
      const clear = () => {
        clearTimeout(expiry);
        attempt++;
        checkbox.checked = false;
      };
      const solve = async () => {
        const mine = ++attempt;
        status.textContent = 'Checking…';
        const solved = readToken(await dataLayer.post('/api/captcha/solve').catch(() => null));
        if (mine !== attempt) return;
        if (!solved) {
          checkbox.checked = false;
          status.textContent = 'The check failed; try again.';
          return;
        }
        status.textContent = 'Verified';
        onComplete(solved.token);
        expiry = setTimeout(() => {
          clear();
          status.textContent = 'The check expired; check the box again.';
          onExpire();
        }, solved.expiresInMs);
      };
      checkbox.addEventListener('change', () => {
        if (checkbox.checked) void solve();
        else {
          clear();
          status.textContent = '';
          onExpire();
        }
      });
      return {
        reset() {
          clear();
          status.textContent = 'Check the box again to submit.';
        },
        execute() {
          checkbox.checked = true;
          void solve();
        },
        destroy() {
          clear();
          root.remove();
        },
      };
    },
  };
}

import type { PlannedPath } from '../kit/paths.ts';
import { planPaths } from '../kit/paths.ts';
import { runPath } from '../kit/run.ts';
import { popupOverlayModel } from '../popup-overlay/model.ts';
import type { PopupOverlayModelEvent, PopupOverlayView } from '../popup-overlay/spec.ts';
import { createPopupOverlayPageDriver } from './popup-overlay-driver.ts';
import { test } from './isolated-page.ts';
import { signInAsOwner } from '../../specs/support/owner.ts';

type Path = PlannedPath<PopupOverlayModelEvent, PopupOverlayView>;

/** The server answers only a submission in flight (the planner also tries answers to nothing). */
const answersInFlight = (path: Path) =>
  path.steps.every((step, index) => !step.event.type.startsWith('SAVE_') || (index === 0 ? path.initialView : path.steps[index - 1]?.view)?.submitting);

/** The refused-then-saved sign-up and an Esc close: what the other configurations walk in the browser. */
const signUpRoute = (path: Path) => path.description.startsWith('SUBMIT → SAVE_FAILED → SUBMIT') || path.description === 'CLOSE("Escape")';

// The first visit walks the whole plan (every way through the sign-up); the dark popup and the
// republished one walk the sign-up route; three configurations must not show it at all. The
// rules themselves are walked on the machine and in the property test.
const uiPlans: [string, (path: Path) => boolean][] = [
  ['first visit', () => true],
  ['closed long ago', signUpRoute],
  ['newer version', signUpRoute],
  ['closed yesterday', () => true],
  ['mobile', () => true],
  ['screenshot', () => true],
];

for (const [name, keep] of uiPlans) {
  const config = popupOverlayModel.configs.find((candidate) => candidate.name === name);
  if (!config) throw new Error(`no popup overlay configuration ${name}`);
  test.describe(`popupOverlayMachine model on /demo/popup-overlay: ${name}`, () => {
    for (const path of planPaths(popupOverlayModel, config).filter((path) => answersInFlight(path) && keep(path))) {
      test(`[BLK-052] [BLK-055] [BLK-057] [BLK-059] [BLK-060] [BLK-061] ${path.description}`, async ({ clockPage }) => {
        await runPath(
          path,
          createPopupOverlayPageDriver(clockPage, config, {
            path: '/demo/popup-overlay',
            title: 'Join our newsletter',
            signUpId: 'newsletter-popup-signup',
            submitText: 'Sign up',
            thanks: 'Thank you for signing up!',
            answersRoute: '/api/test/form-answers',
            submissionsRoute: '/api/owner/submissions',
            signIn: signInAsOwner,
            axe: true,
          }),
        );
      });
    }
  });
}

import type { EventObject } from 'xstate';
import type { ModelDriver } from './driver.ts';
import type { PlannedPath } from './paths.ts';

/** Walks one planned path with a driver: reset, check the initial view, then event by event. */
export async function runPath<TEvent extends EventObject, TView>(
  path: PlannedPath<TEvent, TView>,
  driver: ModelDriver<TEvent, TView>,
): Promise<void> {
  await driver.reset();
  await expectStep(driver, path.initialView, 'initial state');
  for (const [index, step] of path.steps.entries()) {
    await driver.send(step.event);
    await expectStep(driver, step.view, `step ${index + 1} (${step.event.type}) into ${step.state}`);
  }
}

async function expectStep<TView>(driver: ModelDriver<EventObject, TView>, view: TView, where: string): Promise<void> {
  try {
    await driver.expect(view);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`after ${where}, expected view ${JSON.stringify(view)}:\n${message}`, { cause: error });
  }
}

import { useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connect, type TooltipApi, type TooltipSnapshot } from '../../machines/tooltip/connect.ts';
import { tooltipMachine } from '../../machines/tooltip/machine.ts';

// What a tooltip shows depends on its state and, while it follows the pointer, the point.
const sameView = (a: TooltipSnapshot, b: TooltipSnapshot) =>
  a.value === b.value && a.context.hovered === b.context.hovered && (a.value !== 'shown' || a.context.point === b.context.point);

/** Starts a `tooltipMachine` and returns its view model. */
export function useTooltip(id?: string): TooltipApi {
  const generatedId = useId();
  const actorRef = useActorRef(tooltipMachine, { input: { id: id ?? `tooltip${generatedId.replace(/:/g, '')}` } });
  const snapshot = useSelector(actorRef, (current) => current, sameView);
  return connect(snapshot, actorRef.send);
}

'use client';
import type { InspectionEvent } from 'xstate';
import { useButtonBlock } from '../adapters/react/useButtonBlock.ts';
import type { ButtonFields } from '../machines/tracking/logic.ts';

export interface ButtonBlockProps {
  /** [TRK-007] The button's fields (decoded with `decodeButtonBlock`). */
  button: ButtonFields;
  id?: string;
  inspect?: (event: InspectionEvent) => void;
}

/** [BLK-039] A button block: a link whose clicks, once tracked, are recorded and replayed. */
export function ButtonBlock({ button, id, inspect }: ButtonBlockProps) {
  const { api } = useButtonBlock({ button, id }, { inspect });
  return (
    <div {...api.getRootProps()}>
      <a {...api.getLinkProps()}>{api.button.buttonText}</a>
    </div>
  );
}

'use client';
import { useRef } from 'react';
import type { InspectionEvent } from 'xstate';
import { useReservation } from '../adapters/react/useReservation.ts';
import type { ReservationInput } from '../machines/reservation/types.ts';

export interface ReservationBlockProps extends ReservationInput {
  /** What the block shows before the provider's widget draws (server-rendered). */
  placeholder?: string;
  inspect?: (event: InspectionEvent) => void;
}

/**
 * [BLK-019] A reservation or table-booking block: a placeholder from the server, the provider's
 * widget once the block comes near, or the preview-only alert for a user logged in to the
 * builder [BLK-023].
 */
export function ReservationBlock({ placeholder, inspect, ...input }: ReservationBlockProps) {
  const root = useRef<HTMLDivElement>(null);
  const { api } = useReservation(input, root, { inspect });
  return (
    <div ref={root} className="sm-reservation" {...api.getRootProps()}>
      {api.preview ? (
        <div className="sm-reservation-preview" {...api.getPreviewProps()}>
          <strong {...api.getPreviewTitleProps()}>{api.preview.title}</strong>
          <p>{api.preview.message}</p>
        </div>
      ) : null}
      <div className="sm-reservation-widget" {...api.getWidgetProps()} />
      {api.status === 'dormant' || api.status === 'loading' ? <p className="sm-reservation-placeholder">{placeholder ?? 'Loading the booking form…'}</p> : null}
      <p className="sm-reservation-message" {...api.getMessageProps()}>
        {api.message}
      </p>
    </div>
  );
}

import '../../../ui/reservation.css';
import type { ReservationKind, ReservationProvider } from '../../../machines/reservation/types.ts';
import { ReservationBlock } from '../../../ui/ReservationBlock.tsx';

export interface ReservationSiteBlockProps {
  id: string;
  kind: ReservationKind;
  provider: ReservationProvider;
  previewOnly: boolean;
}

/** A reservation block of the site (its provider's script loaded once, when the block comes near). */
export function ReservationSiteBlock({ id, kind, provider, previewOnly }: ReservationSiteBlockProps) {
  return <ReservationBlock id={id} kind={kind} provider={provider} previewOnly={previewOnly} />;
}

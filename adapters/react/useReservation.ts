'use client';
import { useEffect, type RefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connect, type ReservationSnapshot } from '../../machines/reservation/connect.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
import type { ReservationApi, ReservationInput } from '../../machines/reservation/types.ts';
import { bindReservation, browserReservationMachine, type ReservationActor } from '../browser/reservation.ts';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';

const sameView = (a: ReservationSnapshot, b: ReservationSnapshot) => a.value === b.value && a.context.drawnTheme === b.context.drawnTheme && a.context.width === b.context.width;

/** A reservation or table-booking block's actor, bound to its root element (`bindReservation`). */
export function useReservation(input: ReservationInput, root: RefObject<HTMLElement | null>, options: ActorHookOptions = {}): { actorRef: ReservationActor; api: ReservationApi } {
  const actorRef = useActorRef(browserReservationMachine, { input, inspect: useInspect(options) });
  useEffect(() => (root.current ? bindReservation(actorRef, root.current) : undefined), [actorRef, root]);
  const snapshot = useSelector(actorRef, (s) => s, sameView);
  return { actorRef, api: connect(snapshot, actorRef.send, keepProps) };
}

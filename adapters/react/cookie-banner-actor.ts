'use client';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor, InputFrom } from 'xstate';
import { consentOf } from '../../machines/cookie-banner/consent.ts';
import { connect, type CookieBannerSnapshot } from '../../machines/cookie-banner/connect.ts';
import { CONSENT_COOKIE } from '../../machines/cookie-banner/constants.ts';
import type { cookieBannerMachine } from '../../machines/cookie-banner/machine.ts';
import type { decodedCookieBannerMachine } from '../../machines/cookie-banner/banner-machine.ts';
import type { CookieBannerApi } from '../../machines/cookie-banner/types.ts';
import { bindCookieBannerEffects } from '../browser/cookie-banner.ts';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';
import { useCookie } from './environment.tsx';
import { normalizeProps } from './normalize-props.ts';

/** Either banner machine: from raw settings, or from the server's decoded data. */
type BannerMachine = typeof cookieBannerMachine | typeof decodedCookieBannerMachine;

// The banner shows its state and the consent; nothing else changes.
const selectView = (snapshot: CookieBannerSnapshot) => snapshot;
const sameView = (a: CookieBannerSnapshot, b: CookieBannerSnapshot) => a.value === b.value && a.context.consent === b.context.consent;

/**
 * What `useCookieBanner` and `useDecodedCookieBanner` share: the actor for the component's
 * lifetime, the consent cookie read and decoded ([COOK-011]: as the request sent it, so both
 * renders agree, then the browser's), the cookie effects bound before it starts, and the
 * tracking verdict reported.
 */
export function useCookieBannerActor<M extends BannerMachine>(
  machine: M,
  input: (startConsent: 'true' | 'false' | undefined) => InputFrom<M>,
  onTrackingAllowedChange: ((allowed: boolean) => void) | undefined,
  options: ActorHookOptions,
): { actorRef: Actor<M>; api: CookieBannerApi } {
  const consent = consentOf(useCookie(CONSENT_COOKIE));
  const [startConsent] = useState(consent);
  const actorRef = useActorRef(machine as typeof cookieBannerMachine, {
    input: input(startConsent) as never,
    inspect: useInspect(options),
  }) as unknown as Actor<typeof cookieBannerMachine>;
  useEffect(() => actorRef.send({ type: 'CONSENT_READ', consent }), [actorRef, consent]);
  // A layout effect runs before useActorRef's start: the clearing emitted on start is caught.
  useLayoutEffect(() => bindCookieBannerEffects(actorRef), [actorRef]);
  const api = connect(useSelector(actorRef, selectView, sameView), actorRef.send, normalizeProps);
  const report = useRef(onTrackingAllowedChange);
  report.current = onTrackingAllowedChange;
  useEffect(() => report.current?.(api.trackingAllowed), [api.trackingAllowed]);
  return { actorRef: actorRef as unknown as Actor<M>, api };
}

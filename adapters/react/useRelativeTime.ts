import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connect, type RelativeTimeApi } from '../../machines/relative-time/connect.ts';
import { relativeTimeMachine } from '../../machines/relative-time/machine.ts';

/**
 * [WID-012] A relative time that refreshes every 5 s; when the tab comes back into view the
 * machine is given the real time again (timers sleep in background tabs).
 */
export function useRelativeTime(time: number): RelativeTimeApi {
  const actorRef = useActorRef(relativeTimeMachine, { input: { time, now: Date.now() } });
  useEffect(() => {
    const resync = () => {
      if (document.visibilityState === 'visible') actorRef.send({ type: 'NOW', now: Date.now() });
    };
    document.addEventListener('visibilitychange', resync);
    return () => document.removeEventListener('visibilitychange', resync);
  }, [actorRef]);
  return connect(useSelector(actorRef, (snapshot) => snapshot));
}

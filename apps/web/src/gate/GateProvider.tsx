import { useMemo, useState, type ReactNode } from 'react';
import { config } from '../config';
import { useConsent } from '../user/useConsent';
import { useUser } from '../user/userContext';
import { decideScreen } from './decideScreen';
import { GateContext, type GateState } from './gateContext';
import { browserReferrer } from './referrer';

/** Gathers the gate's inputs (user, consent, referrer, avatar choice) and decides the screen. */
export function GateProvider({ children }: { children: ReactNode }) {
  const { user } = useUser();
  const consent = useConsent(user?.email ?? null);
  const [referrer] = useState(browserReferrer);
  const [selectedAvatar, setSelectedAvatar] = useState<string | null>(null);

  const value = useMemo<GateState>(() => {
    const decided = decideScreen({
      user,
      hasConsent: consent.data === true,
      referrer,
      specialReferrer: config.specialReferrer,
      avatarChosen: selectedAvatar !== null,
    });
    const screen = decided === 'consent' && consent.isPending ? 'loading' : decided;
    return { screen, referrer, selectedAvatar, chooseAvatar: setSelectedAvatar };
  }, [user, consent.data, consent.isPending, referrer, selectedAvatar]);

  return <GateContext.Provider value={value}>{children}</GateContext.Provider>;
}

import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { config } from '../config';
import { useConsent } from '../user/useConsent';
import { useUser } from '../user/userContext';
import { decideScreen } from './decideScreen';
import { GateContext, type GateState } from './gateContext';
import { browserReferrer } from './referrer';

/**
 * Gathers the gate's inputs (user, consent, referrer, avatar choice) and decides the screen.
 * The chosen avatar lives in the URL (`/chat/:avatar`), so a reload keeps it; `/topup` asks for
 * the pricing page whatever the balance.
 */
export function GateProvider({ children }: { children: ReactNode }) {
  const { user } = useUser();
  const consent = useConsent(user?.email ?? null);
  const [referrer] = useState(browserReferrer);
  const navigate = useNavigate();
  const chatMatch = useMatch('/chat/:avatar');
  const topUp = useMatch('/topup') !== null;
  const selectedAvatar = chatMatch?.params.avatar ?? null;

  const chooseAvatar = useCallback(
    (id: string | null) => void navigate(id === null ? '/' : `/chat/${encodeURIComponent(id)}`),
    [navigate],
  );

  const value = useMemo<GateState>(() => {
    const decided = decideScreen({
      user,
      hasConsent: consent.data === true,
      referrer,
      specialReferrer: config.specialReferrer,
      avatarChosen: selectedAvatar !== null,
      topUp,
    });
    const screen = decided === 'consent' && consent.isPending ? 'loading' : decided;
    return { screen, referrer, selectedAvatar, chooseAvatar };
  }, [user, consent.data, consent.isPending, referrer, selectedAvatar, topUp, chooseAvatar]);

  return <GateContext.Provider value={value}>{children}</GateContext.Provider>;
}

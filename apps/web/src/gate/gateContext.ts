import { createContext, useContext } from 'react';
import type { GateScreen } from './decideScreen';

export interface GateState {
  /** The screen the gate shows at '/', or 'loading' while the consent check runs. */
  screen: GateScreen | 'loading';
  /** The referrer value the app was opened with (spec §2: the login screen receives it). */
  referrer: string | null;
  /** The avatar chosen in this session, by id. */
  selectedAvatar: string | null;
  chooseAvatar: (name: string | null) => void;
}

export const GateContext = createContext<GateState | null>(null);

/** The gate's decision and the session's avatar choice. */
export function useGate(): GateState {
  const value = useContext(GateContext);
  if (value === null) throw new Error('useGate needs a GateProvider');
  return value;
}

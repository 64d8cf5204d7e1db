/** The screens the gate of spec §2 chooses between, in its order. */
export type GateScreen = 'login' | 'pricing' | 'consent' | 'chatFirstAvatar' | 'chat' | 'avatarSelection';

/** The facts the gate needs; the user is the display data of the `user` cookie or state. */
export interface GateInput {
  user: { plans: readonly string[]; balance: number } | null;
  /** Whether the signed-in user has given consent (a failed check counts as false, spec §8). */
  hasConsent: boolean;
  /** The referrer value the app was opened with, if any. */
  referrer: string | null;
  /** The configured special referrer value (spec §1). */
  specialReferrer: string;
  /** Whether an avatar has been chosen (the `/chat/:avatar` route). */
  avatarChosen: boolean;
  /** The signed-in user asked to top up (the `/topup` route): pricing whatever the balance. */
  topUp?: boolean;
}

/**
 * Picks the screen of spec §2, first match wins:
 * 1. no user → login; 2. no plans or balance <= 0 (or a top-up asked for) → pricing; 3. no consent → consent;
 * 4. referrer equals the special value → chat with the first available avatar;
 * 5. avatar chosen → chat; 6. otherwise → avatar selection.
 */
export function decideScreen(input: GateInput): GateScreen {
  const { user } = input;
  if (user === null) return 'login';
  if (user.plans.length === 0 || !(user.balance > 0) || input.topUp === true) return 'pricing';
  if (!input.hasConsent) return 'consent';
  if (input.referrer !== null && input.specialReferrer !== '' && input.referrer === input.specialReferrer)
    return 'chatFirstAvatar';
  if (input.avatarChosen) return 'chat';
  return 'avatarSelection';
}

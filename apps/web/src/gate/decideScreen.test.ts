import { describe, expect, it } from 'vitest';
import { decideScreen, type GateInput } from './decideScreen';

const ready: GateInput = {
  user: { plans: ['free'], balance: 10 },
  hasConsent: true,
  referrer: null,
  specialReferrer: 'avatara-guest',
  avatarChosen: false,
};

describe('decideScreen', () => {
  it('shows the login screen when there is no user, whatever else holds', () => {
    expect(decideScreen({ ...ready, user: null, referrer: 'avatara-guest', avatarChosen: true })).toBe(
      'login',
    );
  });

  it('shows pricing for a user without plans', () => {
    expect(decideScreen({ ...ready, user: { plans: [], balance: 10 } })).toBe('pricing');
  });

  it('shows pricing for a balance of 0 or less', () => {
    expect(decideScreen({ ...ready, user: { plans: ['plus'], balance: 0 } })).toBe('pricing');
    expect(decideScreen({ ...ready, user: { plans: ['plus'], balance: -0.01 } })).toBe('pricing');
    expect(decideScreen({ ...ready, user: { plans: ['plus'], balance: Number.NaN } })).toBe('pricing');
  });

  it('asks for consent before any chat, even for the special referrer', () => {
    expect(decideScreen({ ...ready, hasConsent: false, referrer: 'avatara-guest', avatarChosen: true })).toBe(
      'consent',
    );
  });

  it('goes straight to chat with the first avatar for the special referrer', () => {
    expect(decideScreen({ ...ready, referrer: 'avatara-guest' })).toBe('chatFirstAvatar');
    expect(decideScreen({ ...ready, referrer: 'avatara-guest', avatarChosen: true })).toBe('chatFirstAvatar');
  });

  it('ignores other referrers and an empty special value', () => {
    expect(decideScreen({ ...ready, referrer: 'someone-else' })).toBe('avatarSelection');
    expect(decideScreen({ ...ready, referrer: '', specialReferrer: '' })).toBe('avatarSelection');
  });

  it('shows the chat once an avatar is chosen', () => {
    expect(decideScreen({ ...ready, avatarChosen: true })).toBe('chat');
  });

  it('shows the avatar selection otherwise', () => {
    expect(decideScreen(ready)).toBe('avatarSelection');
  });
});

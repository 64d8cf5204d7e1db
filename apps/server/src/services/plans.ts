import type { TAudience, TPlan, TPlanId } from '@avatara/contracts';

/**
 * The plan catalogue (docs/plans.md). Pay-as-you-go: a plan is a top-up of the balance, no
 * subscription. `creditUsd` is what the balance receives; larger top-ups carry a bonus.
 * The free plan is a one-time welcome credit (the same one a trial gives).
 */
const COMMON = ['All 12 avatars', 'Latest news for all avatars', 'Speech output and recognition', 'Avatars that learn during chats'];

const CATALOGUE: TPlan[] = [
  { id: 'free', audience: 'personal', name: 'Free', priceUsd: 0, creditUsd: 2, active: true,
    description: 'Try Avatara: a one-time starting credit, no card needed.',
    features: ['2 $ starting credit (once per account)', 'All 12 avatars', 'Text and voice chat'] },
  { id: 'early', audience: 'personal', name: 'Early', priceUsd: 10, creditUsd: 10, active: true,
    description: 'The initial top-up: pay as you go, no subscription.',
    features: ['10 $ balance', ...COMMON, 'Image generation'] },
  { id: 'plus', audience: 'personal', name: 'Plus', priceUsd: 25, creditUsd: 27.5, active: true,
    description: 'For daily conversations: 10 % more balance.',
    features: ['27.50 $ balance for 25 $', ...COMMON, 'Image generation'] },
  { id: 'pro', audience: 'personal', name: 'Pro', priceUsd: 50, creditUsd: 57.5, active: true,
    description: 'For heavy use: 15 % more balance.',
    features: ['57.50 $ balance for 50 $', ...COMMON, 'Image generation', 'Trading dashboard'] },
  { id: 'free', audience: 'business', name: 'Free', priceUsd: 0, creditUsd: 2, active: true,
    description: 'Evaluate Avatara for your team: a one-time starting credit.',
    features: ['2 $ starting credit (once per account)', 'All 12 avatars', 'Text and voice chat'] },
  { id: 'early', audience: 'business', name: 'Early', priceUsd: 49, creditUsd: 49, active: true,
    description: 'A business top-up with a receipt for your books.',
    features: ['49 $ balance', ...COMMON, 'Image generation', 'Receipt for every top-up'] },
  { id: 'plus', audience: 'business', name: 'Plus', priceUsd: 99, creditUsd: 110, active: true,
    description: 'For teams that talk every day: 11 % more balance.',
    features: ['110 $ balance for 99 $', ...COMMON, 'Image generation', 'Receipt for every top-up'] },
  { id: 'pro', audience: 'business', name: 'Pro', priceUsd: 249, creditUsd: 290, active: true,
    description: 'For operators: the most balance and the trading dashboard.',
    features: ['290 $ balance for 249 $', ...COMMON, 'Image generation', 'Trading dashboard', 'Receipt for every top-up'] },
];

export function listPlans(): TPlan[] {
  return CATALOGUE;
}

export function findPlan(id: TPlanId, audience: TAudience): TPlan | undefined {
  return CATALOGUE.find((p) => p.id === id && p.audience === audience);
}

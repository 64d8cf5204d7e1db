import type { TAudience, TLanguage, TPlan, TPlanId } from '@avatara/contracts';
import { PLAN_TEXTS, type PlanTexts } from './plan-texts';

type FeatureKey = keyof PlanTexts['feature'];
type DescriptionKey = keyof PlanTexts['description'];

interface PlanDef {
  id: TPlanId;
  audience: TAudience;
  priceUsd: number;
  creditUsd: number;
  active: boolean;
  description: DescriptionKey;
  features: FeatureKey[];
}

const COMMON: FeatureKey[] = ['allAvatars', 'news', 'speech', 'learning', 'images'];

/**
 * The plan catalogue (docs/plans.md). Pay-as-you-go: a plan is a top-up of the balance, no
 * subscription. `creditUsd` is what the balance receives; larger top-ups carry a bonus.
 * The free plan is a one-time welcome credit (the same one a trial gives).
 */
const CATALOGUE: PlanDef[] = [
  {
    id: 'free',
    audience: 'personal',
    priceUsd: 0,
    creditUsd: 2,
    active: true,
    description: 'freePersonal',
    features: ['starterCredit', 'allAvatars', 'textVoice'],
  },
  {
    id: 'early',
    audience: 'personal',
    priceUsd: 10,
    creditUsd: 10,
    active: true,
    description: 'earlyPersonal',
    features: ['balance', ...COMMON],
  },
  {
    id: 'plus',
    audience: 'personal',
    priceUsd: 25,
    creditUsd: 27.5,
    active: true,
    description: 'plusPersonal',
    features: ['balanceFor', ...COMMON],
  },
  {
    id: 'pro',
    audience: 'personal',
    priceUsd: 50,
    creditUsd: 57.5,
    active: true,
    description: 'proPersonal',
    features: ['balanceFor', ...COMMON, 'trading'],
  },
  {
    id: 'free',
    audience: 'business',
    priceUsd: 0,
    creditUsd: 2,
    active: true,
    description: 'freeBusiness',
    features: ['starterCredit', 'allAvatars', 'textVoice'],
  },
  {
    id: 'early',
    audience: 'business',
    priceUsd: 49,
    creditUsd: 49,
    active: true,
    description: 'earlyBusiness',
    features: ['balance', ...COMMON, 'receipt'],
  },
  {
    id: 'plus',
    audience: 'business',
    priceUsd: 99,
    creditUsd: 110,
    active: true,
    description: 'plusBusiness',
    features: ['balanceFor', ...COMMON, 'receipt'],
  },
  {
    id: 'pro',
    audience: 'business',
    priceUsd: 249,
    creditUsd: 290,
    active: true,
    description: 'proBusiness',
    features: ['balanceFor', ...COMMON, 'trading', 'receipt'],
  },
];

/** An amount in US dollars as `lang` writes it: whole dollars without cents, else two decimals. */
export function formatUsdIn(lang: TLanguage, usd: number): string {
  const digits = Number.isInteger(usd) ? 0 : 2;
  return new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(usd);
}

function localize(def: PlanDef, lang: TLanguage): TPlan {
  const t = PLAN_TEXTS[lang];
  const fill = (s: string) =>
    s.replace('{c}', formatUsdIn(lang, def.creditUsd)).replace('{p}', formatUsdIn(lang, def.priceUsd));
  return {
    id: def.id,
    audience: def.audience,
    name: t.name[def.id],
    priceUsd: def.priceUsd,
    creditUsd: def.creditUsd,
    active: def.active,
    description: t.description[def.description],
    features: def.features.map((f) => fill(t.feature[f])),
  };
}

/** All plans, texts in `lang` (default en-US). */
export function listPlans(lang: TLanguage = 'en-US'): TPlan[] {
  return CATALOGUE.map((d) => localize(d, lang));
}

export function findPlan(id: TPlanId, audience: TAudience): TPlan | undefined {
  const def = CATALOGUE.find((p) => p.id === id && p.audience === audience);
  return def ? localize(def, 'en-US') : undefined;
}

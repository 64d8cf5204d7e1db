import type { TAudience, TLanguage, TPlan, TPlanId } from '@avatara/contracts';
import { FEATURE_GRANTS, type PlanFeature, type TPlanGrant } from './plan-grants';
import { PLAN_TEXTS, type PlanTexts } from './plan-texts';

type DescriptionKey = keyof PlanTexts['description'];

interface PlanDef {
  id: TPlanId;
  audience: TAudience;
  priceUsd: number;
  creditUsd: number;
  active: boolean;
  description: DescriptionKey;
  features: PlanFeature[];
}

const COMMON: PlanFeature[] = ['allAvatars', 'news', 'speech', 'learning', 'images'];

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

/** The features a plan's card lists, as ids, in the order of its texts (`listPlans`); [] for no such plan. */
export function planFeatures(id: TPlanId, audience: TAudience): PlanFeature[] {
  return [...(CATALOGUE.find((p) => p.id === id && p.audience === audience)?.features ?? [])];
}

/** What a plan grants: the grants of the features its card lists (docs/plans.md). */
export function planGrants(id: TPlanId, audience: TAudience): ReadonlySet<TPlanGrant> {
  return new Set(planFeatures(id, audience).map((f) => FEATURE_GRANTS[f]));
}

/**
 * Whether one of the plans a user holds grants `grant`. Accounts keep plan ids only (`users.plans`,
 * as `AccountService.plansOf` counts them); a plan id grants what its card lists in either audience
 * (personal and business of one plan differ in price, credit and the receipt, which belong to a
 * checkout, not to the holder).
 * @example plansGrant(['early', 'pro'], PlanGrant.TRADING) // true
 */
export function plansGrant(planIds: readonly string[], grant: TPlanGrant): boolean {
  return CATALOGUE.some((p) => planIds.includes(p.id) && p.features.some((f) => FEATURE_GRANTS[f] === grant));
}

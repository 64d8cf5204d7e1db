import type { TTradingConfig } from '@avatara/contracts/trading-config';

/*
 * The field catalogue of the trading settings (trading-dashboard.md §2 "Trading settings modal",
 * §3 "Trading config", §5): every field of ZTradingConfig with its tab, section, German label,
 * unit and kind. Meanings: packages/contracts/src/trading-config.ts and docs/strategies.md;
 * decisions: docs/dashboard-settings.md.
 */

/**
 * How a field is edited and stored (§5):
 * - `int`: an integer (periods, counts, milliseconds, points);
 * - `percent`: shown in percent, stored as a fraction (÷ 100);
 * - `number`: a decimal number stored as typed (prices, RSI levels, factors, bounds);
 * - `flag`: a checkbox, stored as 0/1;
 * - `json`: a map of override field → number, edited as JSON text.
 */
export type TFieldKind = 'int' | 'percent' | 'number' | 'flag' | 'json';

export type TConfigKey = keyof TTradingConfig;

export type TSettingsTabId =
  'admin' | 'general' | 'signals' | 'guards' | 'dca' | 'meanReversion' | 'trendFollow' | 'grid';

/** The tabs in the order of §2. */
export const SETTINGS_TABS: ReadonlyArray<{ id: TSettingsTabId; label: string }> = [
  { id: 'admin', label: 'Admin' },
  { id: 'general', label: 'Allgemein' },
  { id: 'signals', label: 'Signals & Correlations' },
  { id: 'guards', label: 'Filter / Guards' },
  { id: 'dca', label: 'DCA' },
  { id: 'meanReversion', label: 'Mean Reversion' },
  { id: 'trendFollow', label: 'Trendfolge' },
  { id: 'grid', label: 'Grid' },
];

export interface TFieldSpec {
  key: TConfigKey;
  kind: TFieldKind;
  /** German label. */
  label: string;
  /** Unit shown beside the input ('%' for percent fields). */
  unit: string;
  /** A short German hint under the input (what 0 means, of what the share is). */
  hint?: string;
  /** Where a percent field may go below 0 (the schema allows it). */
  signed?: boolean;
}

export interface TSectionSpec {
  title: string;
  fields: TFieldSpec[];
}

const MS = 'ms';
const PCT = '%';
const f = (key: TConfigKey, kind: TFieldKind, label: string, unit = '', hint?: string): TFieldSpec => ({
  key,
  kind,
  label,
  unit,
  ...(hint ? { hint } : {}),
});
const ms = (key: TConfigKey, label: string, hint?: string) => f(key, 'int', label, MS, hint);
const pct = (key: TConfigKey, label: string, hint?: string) => f(key, 'percent', label, PCT, hint);
const overrides = (key: TConfigKey) =>
  f(
    key,
    'json',
    'Overrides',
    'JSON',
    'z. B. {"cooldownMs": 120000, "stopLossPct": 0.05} – Prozentwerte als Bruch',
  );

/** The per-side fields of the long/short providers (quota, sizes, stop-loss, holding time, overrides). */
function side(
  prefix: 'MeanReversion_Long' | 'MeanReversion_Short' | 'TrendFollow_Long' | 'TrendFollow_Short',
): TFieldSpec[] {
  const k = (name: string) => `${prefix}_${name}` as TConfigKey;
  const trend = prefix.startsWith('TrendFollow');
  return [
    pct(k('quota'), 'Quote', 'Anteil der Gesamtallokation'),
    pct(k('tradePct'), 'Ordergröße', 'vom Strategiebudget'),
    ...(trend
      ? [f(k('fastMA'), 'int', 'MA schnell', 'Bars'), f(k('slowMA'), 'int', 'MA langsam', 'Bars')]
      : []),
    pct(k('orderSizePct'), 'Max. Ordergröße', 'vom Kontowert'),
    ...(trend
      ? [pct(k('pyramidingPct'), 'Pyramidisierung', 'weitere Bewegung für einen Zukauf; 0 = aus')]
      : []),
    pct(k('maxCapitalPct'), 'Max. Kapital', 'vom Strategiebudget'),
    pct(k('stopLossPct'), 'Stop-Loss', 'Verlust vom Einstieg; 0 = aus'),
    ms(k('maxHoldMs'), 'Max. Haltedauer', '0 = unbegrenzt'),
    overrides(k('overrides')),
  ];
}

/** The form of every tab but Admin, section by section. */
export const SETTINGS_SECTIONS: Readonly<Record<Exclude<TSettingsTabId, 'admin'>, TSectionSpec[]>> = {
  general: [
    {
      title: 'Handel',
      fields: [
        f('tradingOn', 'flag', 'Trading aktiv'),
        pct('quota', 'Gesamtquote', 'Anteil des Kontos für alle Strategien'),
        ms('cooldownMs', 'Cooldown', 'zwischen zwei Orders einer Strategie'),
        ms('ruleConflictPauseMs', 'Pause nach Regelkonflikt'),
        ms('ruleConflictCfgTtlMs', 'Zeitfenster Regelkonflikt (TTL)'),
      ],
    },
    {
      title: 'Ordergrößen',
      fields: [
        f('minTrade_minTradeUsdc', 'number', 'Mindest-Trade', 'USDC'),
        f('minTrade_minTradeBtc', 'number', 'Mindest-Trade', 'BTC'),
        f('minNotionalUsd', 'number', 'Mindest-Ordervolumen', 'USD'),
        pct('defaultTradePct', 'Standard-Ordergröße', 'vom Strategiebudget, wenn die Strategie keine hat'),
        pct('maxCapitalPct', 'Max. eingesetztes Kapital', 'der Allokation'),
        pct('shortExposureHarcap', 'Short-Obergrenze', 'Anteil des BTC-Bestands'),
      ],
    },
    {
      title: 'Ausstieg',
      fields: [
        pct('takeProfitPct', 'Take-Profit', '0 = aus'),
        pct('trailingStopPct', 'Trailing-Stop', 'Abstand vom besten Kurs'),
      ],
    },
    {
      title: 'Ausführung & Kosten',
      fields: [
        pct('feeRate', 'Gebühr (feeRate)', 'je Trade vom gehandelten Wert'),
        pct('fillSpreadPct', 'Spread', 'Geld-Brief; jede Ausführung zahlt die Hälfte'),
        pct('fillSlippagePct', 'Slippage fest', 'vom Preis'),
        pct('fillSlippageAtrShare', 'Slippage-Anteil ATR(14)', 'Anteil der ATR(14)'),
        pct('fillMaxVolumeSharePct', 'Max. Anteil am Bar-Volumen', '0 = ohne Grenze'),
        pct('maxFeesPctPerYear', 'Gebührenbudget pro Jahr', 'vom eingezahlten Kapital; 0 = ohne Budget'),
      ],
    },
  ],
  signals: [
    {
      title: 'Indikatoren',
      fields: [
        f('signalsRsiPeriod', 'int', 'RSI-Periode', 'Bars'),
        f('signalsEmaShort', 'int', 'EMA kurz', 'Bars'),
        f('signalsEmaLong', 'int', 'EMA lang', 'Bars'),
      ],
    },
    {
      title: 'Korrelationen',
      fields: [
        f('signalsCorrelationEnabled', 'flag', 'Korrelationsanpassung aktiv'),
        f('signalsCorrelationTrendMaxAdjPts', 'int', 'Max. Anpassung Trend', 'Punkte'),
        f('signalsCorrelationMrMaxAdjPts', 'int', 'Max. Anpassung Mean Reversion', 'Punkte'),
        f('signalsCorrelationGridMaxAdjPts', 'int', 'Max. Anpassung Grid', 'Punkte'),
      ],
    },
  ],
  guards: [
    {
      title: 'Jump Guard & Filter',
      fields: [
        f('jumpGuardEnablednabled', 'flag', 'Jump Guard aktiv'),
        pct(
          'maxJumpGuardPct',
          'Jump Guard: max. Sprung',
          'Bewegung je Bar → NEWS_EVENT, Einstiege pausieren',
        ),
        pct('filtersMaxJumpPct', 'Bad-Tick-Filter: max. Sprung', 'größere Bewegung: keine Orders'),
      ],
    },
    {
      title: 'Risiko',
      fields: [
        ms('trendFilterMs', 'Trendfilter (EMA-Zeitspanne)', '0 = aus'),
        ms('stopLossCooldownMs', 'Pause nach Stop-Loss', 'auch nach der max. Haltedauer'),
      ],
    },
  ],
  dca: [
    {
      title: 'Ablauf',
      fields: [
        ms('dca_cooldownMs', 'Cooldown'),
        pct('dca_dropPct', 'Nachkauf-Abstand', 'Gegenbewegung seit der letzten Ausführung'),
        pct('dca_takeProfitPct', 'Take-Profit'),
        pct('dca_trailingPct', 'Trailing'),
        f('dca_splits', 'int', 'Splits (Long)', 'Anzahl'),
        ms('dca_reentryCooldownMs', 'Pause bis zum Wiedereinstieg'),
      ],
    },
    {
      title: 'Faktoren bei VOLATILITY_HIGH',
      fields: [
        f('dca_dropFactor', 'number', 'Faktor Nachkauf-Abstand', '×'),
        f('dca_tpFactor', 'number', 'Faktor Take-Profit', '×'),
        f('dca_trailFactor', 'number', 'Faktor Trailing', '×'),
        f('dca_splitsFactor', 'number', 'Faktor Splits', '×'),
        f('dca_cooldownFactor', 'number', 'Faktor Cooldown', '×'),
      ],
    },
    {
      title: 'Größen',
      fields: [
        pct('dca_splitPct', 'Split-Größe', 'vom Strategiebudget; 0 = Budget / Splits'),
        f('dca_splitUsdc', 'number', 'Split-Größe fest', 'USDC', '0 = Split-Größe in %'),
        pct('dca_OrderSizePct', 'Max. Ordergröße', 'vom Kontowert'),
        pct('dca_MaxCapitalPct', 'Max. Kapital', 'vom Strategiebudget'),
      ],
    },
    {
      title: 'Long (COST_AVERAGE_LONG)',
      fields: [
        pct('dca_Long_quota', 'Quote', 'Anteil der Gesamtallokation'),
        f('dca_Long_entryRsi', 'number', 'Einstieg bei RSI ≤', 'RSI'),
        pct('dca_Long_stopLossPct', 'Stop-Loss', '0 = aus'),
        ms('dca_Long_maxHoldMs', 'Max. Haltedauer', '0 = unbegrenzt'),
        overrides('dca_Long_overrides'),
      ],
    },
    {
      title: 'Short (COST_AVERAGE_SHORT)',
      fields: [
        pct('dca_Short_quota', 'Quote', 'Anteil der Gesamtallokation'),
        f('dca_Short_splits', 'int', 'Splits', 'Anzahl'),
        pct('dca_Short_OrderSizePct', 'Max. Ordergröße', 'vom Kontowert'),
        pct('dca_Short_MaxCapitalPct', 'Max. Kapital', 'vom Strategiebudget'),
        f('dca_Short_entryRsi', 'number', 'Einstieg bei RSI ≥', 'RSI'),
        pct('dca_Short_stopLossPct', 'Stop-Loss', '0 = aus'),
        ms('dca_Short_maxHoldMs', 'Max. Haltedauer', '0 = unbegrenzt'),
        overrides('dca_Short_overrides'),
      ],
    },
  ],
  meanReversion: [
    {
      title: 'RSI-Schwellen',
      fields: [
        f('MeanReversion_buyRsi', 'number', 'Kauf bei RSI ≤', 'RSI'),
        f('MeanReversion_sellRsi', 'number', 'Verkauf bei RSI ≥', 'RSI'),
        f('MeanReversion_enterShortRsi', 'number', 'Short-Einstieg bei RSI ≥', 'RSI'),
        f('MeanReversion_coverRsi', 'number', 'Short-Rückkauf bei RSI ≤', 'RSI'),
      ],
    },
    { title: 'Long (MEAN_REVERSION_LONG)', fields: side('MeanReversion_Long') },
    { title: 'Short (MEAN_REVERSION_SHORT)', fields: side('MeanReversion_Short') },
  ],
  trendFollow: [
    {
      title: 'Ablauf',
      fields: [
        ms('TrendFollow_cooldownMs', 'Cooldown'),
        pct('TrendFollow_bandPct', 'Band', 'Abstand MA schnell/langsam vom langsamen MA'),
        f('TrendFollow_minNotionalUsdc', 'number', 'Mindest-Ordervolumen', 'USDC'),
        ms('TrendFollow_crossSideCooldownMs', 'Pause beim Seitenwechsel'),
        f('TrendFollow_gateThreshold', 'number', 'Prob-Schwelle für Einstiege', '0–100'),
      ],
    },
    { title: 'Long (TREND_FOLLOW_LONG)', fields: side('TrendFollow_Long') },
    { title: 'Short (TREND_FOLLOW_SHORT)', fields: side('TrendFollow_Short') },
  ],
  grid: [
    {
      title: 'Budget',
      fields: [
        pct('Grid_quota', 'Quote', 'Anteil der Gesamtallokation'),
        ms('Grid_cooldownMs', 'Cooldown'),
        pct('Grid_tradePctPerCross', 'Ordergröße je Stufe', 'vom Grid-Budget'),
        pct('Grid_maxExposurePct', 'Max. BTC-Exposure', 'vom Grid-Budget'),
        pct('Grid_maxStableUsePct', 'Max. USDC-Einsatz', 'vom Grid-Budget'),
      ],
    },
    {
      title: 'Raster',
      fields: [
        f('Grid_lowerBound', 'number', 'Untere Grenze', '× Anker'),
        f('Grid_upperBound', 'number', 'Obere Grenze', '× Anker'),
        f('Grid_steps', 'int', 'Stufen', 'Anzahl'),
        pct('Grid_fixedStepPct', 'Fester Schritt', '0 = ATR-basiert'),
        f('Grid_atrMultiple', 'number', 'ATR-Multiplikator', '× ATR(14)'),
        f('Grid_maxGridCrossPerTick', 'int', 'Max. Stufen je Tick', 'Anzahl'),
        f(
          'Grid_crossSensitivityPct',
          'int',
          'Kreuzungs-Empfindlichkeit',
          '% Schritt',
          'ganze Prozent eines Schritts',
        ),
        f('Grid_anchorEmaAlpha', 'number', 'Anker-EMA Alpha', '0–1', 'Glättung je Bar'),
        pct('Grid_WarmupHelper_stepPctDefault', 'Schritt im Warm-up', 'bis ATR(14) bereit ist'),
        {
          ...pct(
            'Grid_initialAnchorOffsetPct',
            'Anfangs-Ankerversatz',
            'vom ersten Preis; darf negativ sein',
          ),
          signed: true,
        },
      ],
    },
    {
      title: 'Risiko',
      fields: [
        pct('Grid_stopLossPct', 'Stop-Loss', '0 = aus'),
        ms('Grid_maxHoldMs', 'Max. Haltedauer', '0 = unbegrenzt'),
        overrides('Grid_overrides'),
      ],
    },
  ],
};

/** Every field of the form, with the tab it is on. */
export const SETTINGS_FIELDS: ReadonlyArray<TFieldSpec & { tab: TSettingsTabId }> = Object.entries(
  SETTINGS_SECTIONS,
).flatMap(([tab, sections]) =>
  sections.flatMap((s) => s.fields.map((field) => ({ ...field, tab: tab as TSettingsTabId }))),
);

const BY_KEY = new Map<string, TFieldSpec & { tab: TSettingsTabId }>(
  SETTINGS_FIELDS.map((field) => [field.key, field]),
);

/** The catalogue entry of a config key (undefined for a name the config does not have). */
export function fieldSpec(key: string): (TFieldSpec & { tab: TSettingsTabId }) | undefined {
  return BY_KEY.get(key);
}

/** The fields of the quick settings dialog (§2 "Settings dialog"), in its order, by group. */
export const QUICK_GROUPS: ReadonlyArray<{ title: string; keys: TConfigKey[] }> = [
  {
    title: 'Grid',
    keys: [
      'Grid_fixedStepPct',
      'Grid_atrMultiple',
      'Grid_maxGridCrossPerTick',
      'Grid_tradePctPerCross',
      'Grid_maxExposurePct',
      'Grid_maxStableUsePct',
      'Grid_anchorEmaAlpha',
    ],
  },
  { title: 'Mindest-Trade', keys: ['minTrade_minTradeUsdc', 'minTrade_minTradeBtc'] },
  { title: 'Trendfolge', keys: ['TrendFollow_cooldownMs', 'TrendFollow_bandPct'] },
  { title: 'Mean Reversion', keys: ['MeanReversion_buyRsi', 'MeanReversion_sellRsi'] },
];

import { STRATEGY_NAMES } from '@avatara/contracts/trading';
import { useEffect, useRef, type MouseEvent } from 'react';
import {
  formatBtc,
  formatDateTime,
  formatFractionPct,
  formatMoney,
  formatNumber,
  formatSigned,
} from '../numbers';
import { PANEL_TEXTS } from './panelApi';
import {
  MIN_DEAL_ROWS,
  realizedPct,
  situationTone,
  type Allocations,
  type MarketDecision,
  type OpenDeal,
  type RecentTrade,
  type Toggles,
  type WalletSummary,
} from './panelModel';

/** A P/L figure, green when positive and red when negative. */
function Pnl({ value, digits = 2, suffix = '' }: { value: number; digits?: number; suffix?: string }) {
  const tone = value > 0 ? 'tp-pos' : value < 0 ? 'tp-neg' : '';
  return (
    <span className={tone}>
      {formatSigned(value, digits)}
      {suffix}
    </span>
  );
}

export function SituationBadge({ situation }: { situation: string }) {
  if (!situation) return <span className="tp-muted">–</span>;
  return (
    <span className={`tp-badge tp-badge--${situationTone(situation)}`} data-testid="tp-situation">
      {situation}
    </span>
  );
}

/** Trading Info (§2): the trading switch and the market snapshot. */
export function TradingInfo({
  decision,
  situation,
  tradingOn,
  onTradingOn,
  onQuickSettings,
  canWrite,
}: {
  decision: MarketDecision | null;
  situation: string;
  tradingOn: boolean;
  onTradingOn: (on: boolean) => void;
  onQuickSettings: () => void;
  canWrite: boolean;
}) {
  const d = decision;
  const rows: [string, string, string][] = d
    ? [
        ['RSI', formatNumber(d.rsi, 1), 'tp-rsi'],
        ['Volatilität', formatFractionPct(d.volPct), 'tp-vol'],
        ['ATR(14)', formatMoney(d.atr14), 'tp-atr'],
        ['Trend up', formatFractionPct(d.trendUp, 1), 'tp-trend'],
        ['EMA 20 / 50', `${formatMoney(d.emaShort)} / ${formatMoney(d.emaLong)}`, 'tp-ema'],
        ['Spread Δ', `${formatSigned(d.emaSpreadPct * 100, 3)} %`, 'tp-spread'],
      ]
    : [];
  return (
    <section className="tp-box" aria-labelledby="tp-info-title" data-testid="tp-info">
      <header className="tp-box__head">
        <h3 id="tp-info-title">Trading Info</h3>
        <button
          type="button"
          className="tp-icon-button"
          onClick={onQuickSettings}
          title="Schnelleinstellungen"
          aria-label="Schnelleinstellungen"
          data-testid="tp-quick-settings"
        >
          ⚙
        </button>
      </header>
      <label className="tp-switch">
        <input
          type="checkbox"
          checked={tradingOn}
          disabled={!canWrite}
          onChange={(e) => onTradingOn(e.target.checked)}
          data-testid="tp-trading-on"
        />
        Trading {tradingOn ? 'an' : 'aus'}
      </label>
      <dl className="tp-facts">
        <dt>Marktlage</dt>
        <dd>
          <SituationBadge situation={d?.situation || situation} />
        </dd>
        {rows.map(([label, value, id]) => (
          <div key={id} className="tp-facts__row">
            <dt>{label}</dt>
            <dd data-testid={id}>{value}</dd>
          </div>
        ))}
      </dl>
      {!d && <p className="tp-muted">Kein Markt-Snapshot</p>}
    </section>
  );
}

/** Open Deals (§2): at least 3 rows; a right-click opens the liquidation menu. */
export function OpenDeals({
  deals,
  px,
  onContextMenu,
}: {
  deals: OpenDeal[];
  px: number;
  onContextMenu: (deal: OpenDeal, event: MouseEvent) => void;
}) {
  const padding = Math.max(0, MIN_DEAL_ROWS - Math.max(deals.length, 1));
  return (
    <section className="tp-box tp-box--wide" aria-labelledby="tp-deals-title">
      <h3 id="tp-deals-title">Open Deals</h3>
      <div className="tp-scroll-x">
        <table className="tp-table" data-testid="tp-deals">
          <thead>
            <tr>
              <th>Strategy</th>
              <th className="tp-num">Value</th>
              <th className="tp-num">Avg</th>
              <th className="tp-num">Snaps</th>
              <th className="tp-num">PnL</th>
              <th className="tp-num">PnL %</th>
            </tr>
          </thead>
          <tbody>
            {deals.length === 0 ? (
              <tr>
                <td colSpan={6} className="tp-empty" data-testid="tp-deals-empty">
                  {PANEL_TEXTS.noDeals}
                </td>
              </tr>
            ) : (
              deals.map((deal) => (
                <tr
                  key={deal.strategy}
                  className="tp-deal"
                  data-testid="tp-deal"
                  data-strategy={deal.strategy}
                  onContextMenu={(e) => onContextMenu(deal, e)}
                  title="Rechtsklick: Liquidieren"
                >
                  <td>
                    {deal.strategy}{' '}
                    <small className="tp-muted">{deal.side === 'SHORT' ? 'Short' : 'Long'}</small>
                  </td>
                  <td className="tp-num">{formatMoney(deal.qty * px)}</td>
                  <td className="tp-num">{formatMoney(deal.avgEntry)}</td>
                  <td className="tp-num">{deal.snaps}</td>
                  <td className="tp-num">
                    <Pnl value={deal.unrealizedPnl} />
                  </td>
                  <td className="tp-num">
                    <Pnl value={deal.pnlPct} suffix=" %" />
                  </td>
                </tr>
              ))
            )}
            {Array.from({ length: padding }, (_, i) => (
              <tr key={`pad-${i}`} className="tp-pad" aria-hidden="true">
                <td colSpan={6}>&nbsp;</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The deal context menu (§4): closed by a click elsewhere or Escape. */
export function DealMenu({
  x,
  y,
  onLiquidate,
  onClose,
}: {
  x: number;
  y: number;
  onLiquidate: () => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const away = (event: Event) => {
      if (!ref.current?.contains(event.target as Node)) onClose();
    };
    const key = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      }
    };
    document.addEventListener('mousedown', away);
    document.addEventListener('contextmenu', away, true);
    document.addEventListener('keydown', key, true);
    ref.current?.querySelector('button')?.focus();
    return () => {
      document.removeEventListener('mousedown', away);
      document.removeEventListener('contextmenu', away, true);
      document.removeEventListener('keydown', key, true);
    };
  }, [onClose]);
  return (
    <div
      ref={ref}
      className="tp-menu"
      role="menu"
      style={{ insetInlineStart: x, insetBlockStart: y }}
      data-testid="tp-deal-menu"
    >
      <button type="button" role="menuitem" onClick={onLiquidate}>
        {PANEL_TEXTS.liquidate}
      </button>
    </div>
  );
}

/** Konto (§2). */
export function Account({ summary }: { summary: WalletSummary | null }) {
  const s = summary;
  return (
    <section className="tp-box" aria-labelledby="tp-account-title" data-testid="tp-account">
      <h3 id="tp-account-title">Konto</h3>
      <dl className="tp-facts">
        <div className="tp-facts__row">
          <dt>GESAMT</dt>
          <dd className="tp-strong" data-testid="tp-total">
            {s ? `${formatMoney(s.total)} $` : '–'}
          </dd>
        </div>
        <div className="tp-facts__row">
          <dt>REAL. P/L</dt>
          <dd data-testid="tp-realized">
            {s ? (
              <>
                <Pnl value={s.realizedPnl} /> $ (<Pnl value={realizedPct(s)} suffix=" %" />)
              </>
            ) : (
              '–'
            )}
          </dd>
        </div>
        <div className="tp-facts__row">
          <dt>UNR. P/L</dt>
          <dd data-testid="tp-unrealized">
            {s ? (
              <>
                <Pnl value={s.unrealizedPnl} /> $
              </>
            ) : (
              '–'
            )}
          </dd>
        </div>
        <div className="tp-facts__row">
          <dt>BTC / USDC</dt>
          <dd data-testid="tp-balances">{s ? `${formatBtc(s.btc)} / ${formatMoney(s.usdc)}` : '–'}</dd>
        </div>
      </dl>
    </section>
  );
}

/** Strategien (gewichtet) (§2): switches, allocations, the total-quota slider. */
export function Strategies({
  summary,
  situation,
  toggles,
  onToggle,
  allocations,
  onQuota,
  onTotal,
  loadError,
  canWrite,
}: {
  summary: WalletSummary | null;
  situation: string;
  toggles: Toggles;
  onToggle: (strategy: string, on: boolean) => void;
  allocations: Allocations;
  onQuota: (strategy: string, value: string) => void;
  onTotal: (total: number) => void;
  loadError: string | null;
  canWrite: boolean;
}) {
  const byName = new Map((summary?.strategies ?? []).map((s) => [s.strategy, s]));
  const names = [
    ...STRATEGY_NAMES.filter((n) => byName.has(n)),
    ...[...byName.keys()].filter((n) => !(STRATEGY_NAMES as readonly string[]).includes(n)),
  ];
  const totalPct = Math.round(allocations.total * 100);
  return (
    <section
      className="tp-box tp-box--wide"
      aria-labelledby="tp-strategies-title"
      data-testid="tp-strategies"
    >
      <h3 id="tp-strategies-title">Strategien (gewichtet)</h3>
      {names.length === 0 && loadError ? (
        <p className="tp-error" role="alert" data-testid="tp-load-error">
          Fehler: {loadError}
        </p>
      ) : (
        <div className="tp-strategies">
          <table className="tp-table">
            <thead>
              <tr>
                <th>on</th>
                <th className="tp-num">Alloc %</th>
                <th>Strategie</th>
                <th className="tp-num">prob</th>
                <th>Signal</th>
                <th className="tp-num">RPnL</th>
                <th className="tp-num">UPnL</th>
                <th>Market Situation</th>
              </tr>
            </thead>
            <tbody>
              {names.map((name) => {
                const s = byName.get(name)!;
                const quota = allocations.quotas[name];
                return (
                  <tr key={name} data-testid="tp-strategy" data-strategy={name}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`${name} an`}
                        checked={Boolean(toggles.enabled[name])}
                        disabled={!canWrite}
                        onChange={(e) => onToggle(name, e.target.checked)}
                      />
                    </td>
                    <td className="tp-num">
                      <input
                        className="tp-quota"
                        type="number"
                        min={0}
                        max={100}
                        step={1}
                        inputMode="numeric"
                        aria-label={`Alloc % ${name}`}
                        value={quota === null || quota === undefined ? '' : String(Math.round(quota))}
                        disabled={!canWrite}
                        onChange={(e) => onQuota(name, e.target.value)}
                      />
                    </td>
                    <td>{name}</td>
                    <td className="tp-num">{s.prob}</td>
                    <td>
                      <span
                        className={`tp-signal tp-signal--${s.signal.toLowerCase()}`}
                        title={`${s.signal} ${s.prob} %`}
                      >
                        <span className="tp-signal__fill" style={{ inlineSize: `${s.prob}%` }} />
                        <span className="tp-signal__label">{s.signal}</span>
                      </span>
                    </td>
                    <td className="tp-num">
                      <Pnl value={s.realizedPnl} />
                    </td>
                    <td className="tp-num">
                      <Pnl value={s.unrealizedPnl} />
                    </td>
                    <td className="tp-reason" title={s.reason}>
                      <SituationBadge situation={situation} />
                      {s.reason && <span className="tp-muted"> {s.reason}</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <label className="tp-total">
            <span>Gesamt</span>
            <input
              type="range"
              min={0}
              max={1}
              step={0.01}
              value={allocations.total}
              disabled={!canWrite}
              aria-label="Gesamtquote"
              aria-valuetext={`${totalPct} %`}
              onChange={(e) => onTotal(Number(e.target.value))}
              data-testid="tp-total-quota"
            />
            <output data-testid="tp-total-quota-value">{totalPct} %</output>
          </label>
        </div>
      )}
    </section>
  );
}

/** Letzte Trades (§2). */
export function RecentTrades({ trades }: { trades: RecentTrade[] }) {
  return (
    <section className="tp-box tp-box--wide" aria-labelledby="tp-trades-title">
      <h3 id="tp-trades-title">Letzte Trades</h3>
      <div className="tp-scroll">
        <table className="tp-table" data-testid="tp-trades">
          <thead>
            <tr>
              <th>Zeit</th>
              <th>Strategie</th>
              <th>Aktion</th>
              <th className="tp-num">Qty</th>
              <th className="tp-num">Price</th>
              <th className="tp-num">Value</th>
            </tr>
          </thead>
          <tbody>
            {trades.length === 0 ? (
              <tr>
                <td colSpan={6} className="tp-empty" data-testid="tp-trades-empty">
                  {PANEL_TEXTS.noTrades}
                </td>
              </tr>
            ) : (
              trades.map((t, i) => (
                <tr key={`${t.ts}-${t.strategy}-${i}`} data-testid="tp-trade">
                  <td>{formatDateTime(t.ts)}</td>
                  <td>{t.strategy}</td>
                  <td className={t.action === 'BUY' ? 'tp-pos' : t.action === 'SELL' ? 'tp-neg' : ''}>
                    {t.action}
                  </td>
                  <td className="tp-num">{formatBtc(t.qty)}</td>
                  <td className="tp-num">{formatMoney(t.price)}</td>
                  <td className="tp-num">{formatMoney(t.value)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

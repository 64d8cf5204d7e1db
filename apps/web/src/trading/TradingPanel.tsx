import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Spinner } from '../components/Spinner';
import { formatMoney } from './numbers';
import { actionError, PANEL_TEXTS, panelApi, togglesError } from './panel/panelApi';
import {
  DEFAULT_USER_ID,
  quotaInput,
  togglesDiffer,
  togglesOf,
  type Allocations,
  type OpenDeal,
  type Toggles,
} from './panel/panelModel';
import { ConfirmClear } from './panel/ConfirmClear';
import { Account, DealMenu, OpenDeals, RecentTrades, Strategies, TradingInfo } from './panel/PanelSections';
import { usePanelData } from './panel/usePanelData';
import { WhyNoTradeBox } from './panel/WhyNoTrade';
import './trading.css';

const BacktestModal = lazy(() => import('./backtest/BacktestModal'));
const SignalChartDialog = lazy(() => import('./signals/SignalChartDialog'));
const TradingSettingsModal = lazy(() => import('./settings/TradingSettingsModal'));
const QuickSettingsDialog = lazy(() => import('./settings/QuickSettingsDialog'));
const ResearchDialog = lazy(() => import('./research/ResearchDialog'));

type ModalName = 'settings' | 'quick' | 'backtest' | 'chart' | 'research';
type Busy = 'clear' | 'deposit' | 'alloc' | 'save' | 'liquidate';

/** One write of the panel: what runs (for the button's label), the call, its §8 error text, and what follows a success. */
interface PanelWrite {
  what: Busy;
  call: () => Promise<void>;
  describe: (error: unknown) => string;
  after?: () => void;
}

/** A local edit; `savedOver` (set after a successful save) is the server answer seen at that moment. */
interface LocalEdit<T> {
  value: T;
  savedOver?: unknown;
}

/** The edit while it is dirty, or after its save until a newer server answer than `savedOver` arrives. */
function shown<T>(edit: LocalEdit<T> | null, latest: unknown): T | null {
  if (!edit) return null;
  return edit.savedOver === undefined || edit.savedOver === latest ? edit.value : null;
}

/** The header clock (§2: current time), ticking on its own so the panel does not re-render for it. */
function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return (
    <time dateTime={now.toISOString()} className="tp-clock" data-testid="tp-clock">
      {now.toLocaleString('de-DE', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })}
    </time>
  );
}

/**
 * The trading panel (trading-dashboard.md §2, §4): an overlay over the chat, opened by the chat
 * bar's '$' button. Operators see the house account ('defaultUser'); a Pro holder sees `account`,
 * their own (`GET /trading/access`, docs/trading-service.md), and every write goes to it. Polls the
 * wallet summary and the market decision every second while no dialog is open; switches and
 * allocations are edited locally and saved on demand.
 */
export default function TradingPanel({
  onClose,
  account = null,
}: {
  onClose: () => void;
  /** The own account to show; null: the house account. */
  account?: string | null;
}) {
  const [modal, setModal] = useState<ModalName | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [menu, setMenu] = useState<{ deal: OpenDeal; x: number; y: number } | null>(null);
  // Clear Deposit asks first (issue 28 §6).
  const [confirmClear, setConfirmClear] = useState(false);
  // Local edits (§4). null = follow the server. After a successful save the edit stays on screen
  // until the server's next answer (`savedOver` is the answer seen at the save), so nothing flickers back.
  const [allocEdit, setAllocEdit] = useState<LocalEdit<Allocations> | null>(null);
  const [toggleEdit, setToggleEdit] = useState<LocalEdit<Toggles> | null>(null);
  const allocDirty = allocEdit !== null && allocEdit.savedOver === undefined;
  const allocDirtyRef = useRef(allocDirty);
  useEffect(() => {
    allocDirtyRef.current = allocDirty;
  });
  const data = usePanelData(modal !== null, () => allocDirtyRef.current, account);
  const { summary, decision, refresh } = data;

  // Toggles: initialised from the server once, then following it until the user edits (§4).
  const serverToggles: Toggles = summary ? togglesOf(summary) : { tradingOn: false, enabled: {} };
  const toggles = shown(toggleEdit, summary) ?? serverToggles;
  const togglesDirty =
    toggleEdit !== null &&
    toggleEdit.savedOver === undefined &&
    togglesDiffer(toggleEdit.value, serverToggles);
  const allocations: Allocations = shown(allocEdit, data.allocations) ??
    data.allocations ?? { total: 1, quotas: {} };
  const userId = summary?.userId || account || DEFAULT_USER_ID;
  const px = summary?.px || decision?.price || 0;

  // One write at a time (every button is disabled while one runs); a success loads the panel again.
  const write = useMutation({
    mutationFn: ({ call }: PanelWrite) => call(),
    onMutate: () => setError(null),
    onSuccess: (_done, { after }) => {
      after?.();
      refresh();
    },
    onError: (e, { describe }) => setError(describe(e)),
  });
  const busy: Busy | null = write.isPending ? write.variables.what : null;
  const run = (
    what: Busy,
    call: () => Promise<void>,
    describe: (error: unknown) => string,
    after?: () => void,
  ) => write.mutate({ what, call, describe, ...(after ? { after } : {}) });

  const deposit = () => {
    const mid = summary?.mid || px;
    if (!(mid > 0)) {
      setError(PANEL_TEXTS.noMid);
      return;
    }
    run(
      'deposit',
      () => panelApi.deposit(userId, mid),
      (e) => actionError(e, PANEL_TEXTS.depositHttp, PANEL_TEXTS.depositFailed),
    );
  };
  const clear = () => {
    setConfirmClear(false);
    run(
      'clear',
      () => panelApi.clear(userId),
      (e) => actionError(e, PANEL_TEXTS.clearHttp, PANEL_TEXTS.clearFailed),
    );
  };
  const cancelClear = useCallback(() => setConfirmClear(false), []);
  const saveAllocations = () => {
    if (!allocEdit || !allocDirty) return;
    const seen = data.allocations;
    run(
      'alloc',
      () => panelApi.writeAllocations(userId, allocEdit.value),
      (e) => actionError(e, PANEL_TEXTS.allocHttp, PANEL_TEXTS.allocFailed),
      () => setAllocEdit({ value: allocEdit.value, savedOver: seen }),
    );
  };
  const saveToggles = () => {
    if (!toggleEdit || !togglesDirty) return;
    const seen = summary;
    run(
      'save',
      () => panelApi.toggles(userId, toggleEdit.value),
      togglesError,
      () => setToggleEdit({ value: toggleEdit.value, savedOver: seen }),
    );
  };
  const liquidate = (deal: OpenDeal) => {
    setMenu(null);
    run(
      'liquidate',
      () => panelApi.liquidate(userId, deal.strategy),
      (e) => actionError(e, PANEL_TEXTS.http, PANEL_TEXTS.liquidationFailed),
    );
  };

  const editToggles = (change: (t: Toggles) => Toggles) => setToggleEdit({ value: change(toggles) });
  const editAllocations = (change: (a: Allocations) => Allocations) =>
    setAllocEdit({ value: change(allocations) });
  const openMenu = (deal: OpenDeal, event: MouseEvent) => {
    event.preventDefault();
    setMenu({ deal, x: event.clientX, y: event.clientY });
  };
  const closeMenu = useCallback(() => setMenu(null), []);
  const closeModal = useCallback(() => {
    setModal(null);
  }, []);

  // Escape closes the panel when nothing above it (a dialog, the menu) takes it.
  useEffect(() => {
    if (modal || menu || confirmClear) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [modal, menu, confirmClear, onClose]);

  const label = (what: Busy, idle: string, working: string) => (busy === what ? working : idle);
  const disabled = busy !== null;

  return (
    <div className="tp-backdrop">
      <section
        className="tp-panel"
        role="dialog"
        aria-modal="false"
        aria-labelledby="tp-title"
        data-testid="trading-panel"
        lang="de"
        dir="ltr"
      >
        <header className="tp-head">
          <h2 id="tp-title">Trading Dashboard</h2>
          <Clock />
          <span className="tp-price" data-testid="tp-price">
            BTC {px > 0 ? `${formatMoney(px)} $` : '–'}
          </span>
        </header>
        <div className="tp-body">
          <div className="tp-grid">
            <TradingInfo
              decision={decision}
              situation={summary?.situation ?? ''}
              tradingOn={toggles.tradingOn}
              onTradingOn={(on) => editToggles((t) => ({ ...t, tradingOn: on }))}
              onQuickSettings={() => setModal('quick')}
              canWrite={!disabled}
            />
            <Account summary={summary} />
            <OpenDeals deals={summary?.openDeals ?? []} px={px} onContextMenu={openMenu} />
          </div>
          <Strategies
            summary={summary}
            situation={decision?.situation || summary?.situation || ''}
            toggles={toggles}
            onToggle={(name, on) => editToggles((t) => ({ ...t, enabled: { ...t.enabled, [name]: on } }))}
            allocations={allocations}
            onQuota={(name, value) =>
              editAllocations((a) => ({ ...a, quotas: { ...a.quotas, [name]: quotaInput(value) } }))
            }
            onTotal={(total) => editAllocations((a) => ({ ...a, total }))}
            loadError={data.loadError}
            canWrite={!disabled}
          />
          <WhyNoTradeBox summary={summary} />
          <RecentTrades trades={summary?.recentTrades ?? []} />
        </div>
        {error && (
          <p className="tp-error tp-error--bar" role="alert" data-testid="tp-error">
            {error}
          </p>
        )}
        <footer className="tp-actions" data-testid="trading-actions">
          <button
            type="button"
            className="tp-button tp-button--danger"
            onClick={() => setConfirmClear(true)}
            disabled={disabled}
            data-testid="tp-clear"
          >
            {label('clear', 'Clear Deposit', 'Clearing...')}
          </button>
          <button type="button" className="tp-button" onClick={deposit} disabled={disabled}>
            {label('deposit', 'Deposit 10.000 $', 'Deposit...')}
          </button>
          <button type="button" className="tp-button" onClick={() => setModal('backtest')}>
            Backtest
          </button>
          <button type="button" className="tp-button" onClick={() => setModal('chart')}>
            Chart
          </button>
          {account === null && (
            // The research workbench is for operators, who see the house account (docs/research.md).
            <button
              type="button"
              className="tp-button"
              onClick={() => setModal('research')}
              data-testid="tp-research"
            >
              Forschung
            </button>
          )}
          <button type="button" className="tp-button" onClick={refresh}>
            Aktualisieren
          </button>
          <button
            type="button"
            className="tp-button"
            onClick={saveAllocations}
            disabled={disabled || !allocDirty}
            data-dirty={allocDirty}
          >
            {label('alloc', 'Alloc. speichern', 'Alloc. speichern...')}
          </button>
          <button
            type="button"
            className="tp-button tp-button--primary"
            onClick={saveToggles}
            disabled={disabled || !togglesDirty}
            data-dirty={togglesDirty}
          >
            {label('save', 'Speichern', 'Speichern...')}
          </button>
          <button type="button" className="tp-button" onClick={() => setModal('settings')}>
            Einstellungen
          </button>
          <button type="button" className="tp-button" onClick={onClose} data-testid="tp-close">
            Schließen
          </button>
        </footer>
      </section>
      {confirmClear && <ConfirmClear userId={userId} onConfirm={clear} onCancel={cancelClear} />}
      {menu && (
        <DealMenu x={menu.x} y={menu.y} onLiquidate={() => liquidate(menu.deal)} onClose={closeMenu} />
      )}
      {modal && (
        <Suspense fallback={<Spinner />}>
          {modal === 'backtest' && <BacktestModal onClose={closeModal} />}
          {modal === 'chart' && <SignalChartDialog onClose={closeModal} />}
          {modal === 'settings' && <TradingSettingsModal userId={userId} onClose={closeModal} />}
          {modal === 'quick' && <QuickSettingsDialog userId={userId} onClose={closeModal} />}
          {modal === 'research' && <ResearchDialog userId={userId} onClose={closeModal} />}
        </Suspense>
      )}
    </div>
  );
}

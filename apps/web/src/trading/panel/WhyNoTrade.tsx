import { useEffect, useState } from 'react';
import type { WalletSummary } from './panelModel';
import { demoText, nextBarText, WHY_TEXTS, whyText } from './whyNoTrade';

/** The current time, ticking every second (the "in 3 min" texts). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/**
 * "Warum kein Trade?" (issue 28 §5): when the next live bar closes, a notice when the bars are demo
 * bars, and one line per strategy saying which condition holds it back now.
 */
export function WhyNoTradeBox({ summary }: { summary: WalletSummary | null }) {
  const now = useNow();
  const bar = summary?.liveBar ?? null;
  const demo = bar ? demoText(bar) : null;
  const lines = summary?.whyNoTrade ?? [];
  return (
    <section className="tp-box tp-box--wide" aria-labelledby="tp-why-title" data-testid="tp-why">
      <h3 id="tp-why-title">{WHY_TEXTS.title}</h3>
      {bar && (
        <p className="tp-why__bar" data-testid="tp-next-bar">
          {nextBarText(bar, now)}
        </p>
      )}
      {demo && (
        <p className="tp-why__demo" role="note" data-testid="tp-demo-bars">
          {demo}
        </p>
      )}
      {lines.length === 0 ? (
        summary && <p className="tp-muted">{WHY_TEXTS.noData}</p>
      ) : (
        <ul className="tp-why__list">
          {lines.map((w) => (
            <li key={w.strategy} data-testid="tp-why-line" data-strategy={w.strategy} data-code={w.code}>
              <span className="tp-why__name">{w.strategy}</span> {whyText(w, now)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

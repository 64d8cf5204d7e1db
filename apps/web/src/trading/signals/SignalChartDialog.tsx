import { useId } from 'react';
import { Modal } from '../../components/Modal';
import { SignalsComparison } from './SignalsComparison';
import { SIGNAL_LABELS as L } from './texts';
import '../charts/dialog.css';
import './signals.css';

/**
 * The panel's signal chart dialog (trading-dashboard.md §2): title, a subtitle with the two scale
 * labels and 'max 500 Punkte', the signals comparison view, and 'Schließen'. Opened lazily.
 */
export function SignalChartDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const subtitleId = useId();
  return (
    <Modal
      labelledBy={titleId}
      describedBy={subtitleId}
      testId="signal-chart-dialog"
      onClose={onClose}
      className="tc-dialog sig-dialog"
    >
      <header className="tc-dialog__header">
        <div>
          <h2 id={titleId} className="tc-dialog__title">
            {L.title}
          </h2>
          <p id={subtitleId} className="tc-dialog__subtitle" data-testid="signal-subtitle">
            {L.absLabel} · {L.pctLabel} · {L.maxPoints}
          </p>
        </div>
        <button type="button" className="tc-button" onClick={onClose} data-testid="signal-close">
          {L.close}
        </button>
      </header>
      <SignalsComparison />
    </Modal>
  );
}

export default SignalChartDialog;

import { Modal } from '../../components/Modal';

/** Texts of the confirmation (issue 28 §6), German like the dashboard. */
export const CONFIRM_CLEAR_TEXTS = {
  title: 'Clear Deposit?',
  text: 'Das Konto „{userId}“ wird geleert: das ganze Guthaben (USDC und BTC) und alle offenen Deals. Das lässt sich nicht rückgängig machen.',
  cancel: 'Abbrechen',
  confirm: 'Ja, Konto leeren',
} as const;

/**
 * Asks before "Clear Deposit" empties the account (issue 28 §6), in the app's modal dialog
 * (`components/Modal`): Abbrechen, Escape or a click beside it keep everything.
 */
export function ConfirmClear({
  userId,
  onConfirm,
  onCancel,
}: {
  userId: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const T = CONFIRM_CLEAR_TEXTS;
  return (
    <Modal
      labelledBy="tp-confirm-title"
      describedBy="tp-confirm-text"
      testId="tp-confirm-clear"
      onClose={onCancel}
      className="tp-confirm"
    >
      <div lang="de" dir="ltr">
        <h2 id="tp-confirm-title" className="tp-confirm__title">
          {T.title}
        </h2>
        <p id="tp-confirm-text">{T.text.replace('{userId}', userId)}</p>
        <div className="tp-confirm__actions">
          <button type="button" className="tp-button" onClick={onCancel} data-testid="tp-confirm-clear-no">
            {T.cancel}
          </button>
          <button
            type="button"
            className="tp-button tp-button--danger"
            onClick={onConfirm}
            data-testid="tp-confirm-clear-yes"
          >
            {T.confirm}
          </button>
        </div>
      </div>
    </Modal>
  );
}

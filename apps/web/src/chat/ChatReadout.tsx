import { useTranslation } from 'react-i18next';
import { formatBalanceUsd, formatSpeechUsd, formatTokensMillions } from './chatModel';

interface ChatReadoutProps {
  tokensTotal: number;
  balance: number | null;
  /** What speech has cost so far, USD; shown once there is something (docs/plans.md "Speech"). */
  speechUsd?: number;
  version: string | undefined;
}

/**
 * The readout of spec §2/§9: tokens in millions and the balance in USD, 2 decimals each, what
 * speech has cost once the voice was used, and the version.
 */
export function ChatReadout({ tokensTotal, balance, speechUsd = 0, version }: ChatReadoutProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <p className="chat-readout" data-testid="chat-readout">
      <span data-testid="readout-tokens">
        {t('chat.tokens', { value: formatTokensMillions(tokensTotal, locale) })}
      </span>
      <span aria-hidden="true"> · </span>
      <span data-testid="readout-balance">
        {t('chat.balance', { value: balance === null ? '…' : formatBalanceUsd(balance, locale) })}
      </span>
      {speechUsd > 0 && (
        <>
          <span aria-hidden="true"> · </span>
          <span data-testid="readout-speech">
            {t('chat.speechCost', { value: formatSpeechUsd(speechUsd, locale) })}
          </span>
        </>
      )}
      {version && (
        <>
          <span aria-hidden="true"> · </span>
          <span data-testid="readout-version">{t('chat.version', { value: version })}</span>
        </>
      )}
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { formatBalanceUsd, formatTokensMillions } from './chatModel';

interface ChatReadoutProps {
  tokensTotal: number;
  balance: number | null;
  version: string | undefined;
}

/** The readout of spec §2/§9: tokens in millions and the balance in USD, 2 decimals each, and the version. */
export function ChatReadout({ tokensTotal, balance, version }: ChatReadoutProps) {
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
      {version && (
        <>
          <span aria-hidden="true"> · </span>
          <span data-testid="readout-version">{t('chat.version', { value: version })}</span>
        </>
      )}
    </p>
  );
}

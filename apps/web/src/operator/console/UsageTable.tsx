import type { TUsageRow } from '@avatara/contracts/usage';
import { useTranslation } from 'react-i18next';
import { count, usd } from './format';

/** Per day and model: messages, tokens, pictures, characters, charged, provider cost, margin. */
export function UsageTable({ rows, locale }: { rows: TUsageRow[]; locale: string }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="operator-empty">{t('console.usage.noRows')}</p>;
  return (
    <div className="console-table-wrap">
      <table className="console-table" data-testid="usage-rows">
        <thead>
          <tr>
            <th scope="col">{t('console.usage.date')}</th>
            <th scope="col">{t('console.usage.model')}</th>
            <th scope="col" className="num">
              {t('console.usage.messages')}
            </th>
            <th scope="col" className="num">
              {t('console.usage.tokens')}
            </th>
            <th scope="col" className="num">
              {t('console.usage.images')}
            </th>
            <th scope="col" className="num">
              {t('console.usage.speech')}
            </th>
            <th scope="col" className="num">
              {t('console.usage.charged')}
            </th>
            <th scope="col" className="num">
              {t('console.usage.cost')}
            </th>
            <th scope="col" className="num">
              {t('console.usage.margin')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.date}-${r.source}-${r.model}`} data-testid="usage-row">
              <td className="nowrap">{r.date}</td>
              <td>
                {r.source === 'deleted' ? t('console.usage.deleted') : r.model}
                {r.source === 'speech' && <span className="console-sub">{t('console.usage.speech')}</span>}
              </td>
              <td className="num">{count(r.messages, locale)}</td>
              <td className="num">
                {count(r.tokensIn, locale)} / {count(r.tokensOut, locale)}
              </td>
              <td className="num">{count(r.images, locale)}</td>
              <td className="num">{count(r.speechCharacters, locale)}</td>
              <td className="num">{usd(r.chargedUsd, locale, 6)}</td>
              <td className="num" title={r.costKnown ? undefined : t('console.usage.costUnknown')}>
                {usd(r.providerCostUsd, locale, 6)}
                {!r.costKnown && ' *'}
              </td>
              <td className={`num ${r.marginUsd < 0 ? 'console-neg' : ''}`}>{usd(r.marginUsd, locale, 6)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.some((r) => !r.costKnown) && <p className="operator-note">* {t('console.usage.costUnknown')}</p>}
    </div>
  );
}

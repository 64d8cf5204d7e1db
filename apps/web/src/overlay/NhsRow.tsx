import { useTranslation } from 'react-i18next';
import { NhsBar } from './NhsBar';
import { formatValue, type OverlayRow } from './overlayModel';

/** One state or hormone: its name (and a hormone's range), the user's bar and the AI's bar. */
export function NhsRow({ row }: { row: OverlayRow }) {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const show = (value: number | null) =>
    value === null ? null : [formatValue(value, row.min, row.max, lng), row.unit].filter(Boolean).join(' ');
  const hasRange = row.max > row.min;
  return (
    <li className={`nhs-row nhs-row--${row.kind}`} data-testid={`nhs-row-${row.key}`}>
      <div className="nhs-row__name">
        <span className="nhs-row__label" title={row.info}>
          {row.label}
        </span>
        {row.unit !== undefined && hasRange && (
          <span className="nhs-row__range">
            {formatValue(row.min, row.min, row.max, lng)}–{formatValue(row.max, row.min, row.max, lng)}{' '}
            {row.unit}
          </span>
        )}
      </div>
      <NhsBar
        who="user"
        text={show(row.user)}
        fraction={row.userFraction}
        value={row.user}
        min={row.min}
        max={row.max}
      />
      <NhsBar
        who="ai"
        text={show(row.ai)}
        fraction={row.aiFraction}
        value={row.ai}
        min={row.min}
        max={row.max}
      />
    </li>
  );
}

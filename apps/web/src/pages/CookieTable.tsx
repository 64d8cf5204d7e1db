import { useTranslation } from 'react-i18next';
import { COOKIE_DEFINITIONS, COOKIE_NAMES, type CookieCategory } from '../lib/cookies';

/**
 * The server's httpOnly session cookie (apps/server/src/sessions/http.ts) and its default
 * lifetime (SESSION_DAYS); listed here because the browser cannot see it.
 */
const SESSION_COOKIE = { name: 'avatara_sid', maxAgeDays: 7 };

/** The cookies of one category with purpose and lifetime, straight from COOKIE_DEFINITIONS. */
export function CookieTable({ category }: { category: CookieCategory }) {
  const { t } = useTranslation();
  const names = COOKIE_NAMES.filter((name) => COOKIE_DEFINITIONS[name].category === category);
  return (
    <div className="table-scroll">
      <table className="cookie-table">
        <thead>
          <tr>
            <th scope="col">{t('cookiePolicy.table.name')}</th>
            <th scope="col">{t('cookiePolicy.table.purpose')}</th>
            <th scope="col">{t('cookiePolicy.table.lifetime')}</th>
          </tr>
        </thead>
        <tbody>
          {category === 'essential' && (
            <tr>
              <td>
                <code>{SESSION_COOKIE.name}</code>
              </td>
              <td>{t('cookiePolicy.session.purpose')}</td>
              <td data-label={t('cookiePolicy.table.lifetime')}>
                {t('cookiePolicy.session.lifetime', {
                  days: t('cookiePolicy.days', { count: SESSION_COOKIE.maxAgeDays }),
                })}
              </td>
            </tr>
          )}
          {names.map((name) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>{t(`cookiePolicy.purposes.${name}`)}</td>
              <td data-label={t('cookiePolicy.table.lifetime')}>
                {t('cookiePolicy.days', { count: COOKIE_DEFINITIONS[name].maxAgeDays })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

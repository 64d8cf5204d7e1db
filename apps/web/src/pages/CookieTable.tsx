import { useTranslation } from 'react-i18next';
import { COOKIE_DEFINITIONS, COOKIE_NAMES, type CookieCategory } from '../lib/cookies';

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
              <td>{t('cookiePolicy.session.name')}</td>
              <td>{t('cookiePolicy.session.purpose')}</td>
              <td>{t('cookiePolicy.session.lifetime')}</td>
            </tr>
          )}
          {names.map((name) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>{t(`cookiePolicy.purposes.${name}`)}</td>
              <td>{t('cookiePolicy.days', { count: COOKIE_DEFINITIONS[name].maxAgeDays })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

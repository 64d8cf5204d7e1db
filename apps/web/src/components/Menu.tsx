import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PAGE_IDS } from '../pages/pageIds';

/** The main menu: Home, Research, Products, Safety, Company, Donation (spec §1). */
export function Menu() {
  const { t } = useTranslation();
  return (
    <nav className="menu" data-testid="menu" aria-label={t('menu.label')}>
      <ul className="menu__list">
        {PAGE_IDS.map((id) => (
          <li key={id}>
            <NavLink to={`/${id}`} className="menu__link" data-testid={`menu-${id}`}>
              {t(`menu.${id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

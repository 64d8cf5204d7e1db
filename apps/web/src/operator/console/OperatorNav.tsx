import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import {
  OPERATOR_AUDIT_PATH,
  OPERATOR_MODELS_PATH,
  OPERATOR_SAFETY_PATH,
  OPERATOR_USAGE_PATH,
  OPERATOR_USERS_PATH,
} from '../../pages/pageIds';
import './console.css';

const LINKS = [
  { to: OPERATOR_USERS_PATH, key: 'console.nav.users' },
  { to: OPERATOR_USAGE_PATH, key: 'console.nav.usage' },
  { to: OPERATOR_AUDIT_PATH, key: 'console.nav.audit' },
  { to: OPERATOR_MODELS_PATH, key: 'console.nav.models' },
  { to: OPERATOR_SAFETY_PATH, key: 'console.nav.safety' },
] as const;

/** The operator area's tabs: Users, Usage and revenue, Audit log, Models, Safety. */
export function OperatorNav() {
  const { t } = useTranslation();
  return (
    <nav className="console-nav" aria-label={t('console.nav.label')} data-testid="operator-nav">
      {LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} className="console-nav__link">
          {t(link.key)}
        </NavLink>
      ))}
    </nav>
  );
}

import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { PAGE_IDS } from '../pages/pageIds';

interface MenuProps {
  /** Behind a menu button (narrow windows), else one line of links. */
  compact: boolean;
  /** More entries for the compact panel, under the pages (the account link and sign-out). */
  extra?: ReactNode;
}

/**
 * The main menu: Home, Research, Products, Safety, Company, Donation (spec §1). Compact, it is a
 * disclosure: a button (aria-expanded, aria-controls) opens the list under the header; Escape,
 * a click or tap outside, leaving it with Tab, choosing an entry or a new page close it. Focus
 * stays on the button when it opens (Tab walks on into the list) and returns to it on Escape.
 */
export function Menu({ compact, extra }: MenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A new page (or the other layout) closes the panel.
  const [shownFor, setShownFor] = useState({ pathname, compact });
  if (shownFor.pathname !== pathname || shownFor.compact !== compact) {
    setShownFor({ pathname, compact });
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && navRef.current?.contains(target) === true;
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  // Choosing an entry (a link or the sign-out button) closes the panel.
  const onPanelClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a, button')) setOpen(false);
  };

  const links = (
    <ul className="menu__list">
      {PAGE_IDS.map((id) => (
        <li key={id}>
          <NavLink to={`/${id}`} className="menu__link" data-testid={`menu-${id}`}>
            {t(`menu.${id}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );

  if (!compact) {
    return (
      <nav className="menu" data-testid="menu" aria-label={t('menu.label')}>
        {links}
      </nav>
    );
  }
  return (
    <nav ref={navRef} className="menu menu--compact" data-testid="menu" aria-label={t('menu.label')}>
      <button
        ref={buttonRef}
        type="button"
        className="menu__toggle"
        data-testid="menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('menu.toggle')}
        title={t('menu.toggle')}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon open={open} />
      </button>
      <div className="menu__panel" id={panelId} hidden={!open} onClick={onPanelClick}>
        {links}
        {extra && <div className="menu__extra">{extra}</div>}
      </div>
    </nav>
  );
}

/** Three lines, or a cross while the panel is open. */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

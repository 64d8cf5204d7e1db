import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n } from './i18n/i18n';
import { httpsRedirectTarget } from './lib/httpsRedirect';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/screens.css';
import './styles/pages.css';
import './styles/forms.css';
import './styles/pricing.css';
import './styles/avatars.css';
import './styles/overlay.css';
import './styles/chat.css';
import './styles/safety.css';
import './styles/account.css';

const target = httpsRedirectTarget(window.location);
if (target !== null) {
  // Plain http outside localhost: go to https before anything else runs (spec §2).
  window.location.replace(target);
} else {
  initI18n();
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html lacks #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

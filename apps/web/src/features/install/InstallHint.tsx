import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { inBrowser } from '../../lib/environment';
import { readInstallEnvironment, rememberInstallHintDismissed, shouldShowInstallHint } from './installHint';

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 3v12M8 7l4-4 4 4M6 11H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Home page hint for iPhones outside standalone mode; dismissing it is remembered. */
export function InstallHint() {
  const t = useT();
  const [visible, setVisible] = useState(() => inBrowser && shouldShowInstallHint(readInstallEnvironment()));
  if (!visible) return null;

  function dismiss() {
    rememberInstallHintDismissed();
    setVisible(false);
  }

  return (
    <aside className="install-hint" aria-label={t('public.install.label')}>
      <div className="container install-hint__inner">
        <span className="install-hint__icon">
          <ShareIcon />
        </span>
        <p className="install-hint__text">{t('public.install.text')}</p>
        <button
          type="button"
          className="install-hint__close"
          onClick={dismiss}
          aria-label={t('public.install.dismiss')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </aside>
  );
}

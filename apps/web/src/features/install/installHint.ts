/** Once the visitor dismisses the hint it stays dismissed (docs/rules/public-site.md, Pages). */
const INSTALL_HINT_DISMISSED_KEY = 'installHintDismissed';

export interface InstallEnvironment {
  userAgent: string;
  /** Already running from the home screen (navigator.standalone or display-mode: standalone). */
  standalone: boolean;
  dismissed: boolean;
}

/** iPhones have no install prompt, so the home page explains Share, then Add to Home Screen. */
export function shouldShowInstallHint({ userAgent, standalone, dismissed }: InstallEnvironment): boolean {
  return userAgent.includes('iPhone') && !standalone && !dismissed;
}

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_HINT_DISMISSED_KEY) === 'true';
  } catch {
    return false; // storage blocked (private mode): show the hint, it can still be closed for this visit
  }
}

export function readInstallEnvironment(): InstallEnvironment {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const displayStandalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return {
    userAgent: navigator.userAgent,
    standalone: iosStandalone || displayStandalone,
    dismissed: readDismissed(),
  };
}

export function rememberInstallHintDismissed(): void {
  try {
    window.localStorage.setItem(INSTALL_HINT_DISMISSED_KEY, 'true');
  } catch {
    // storage blocked: the hint stays hidden until the page is reloaded
  }
}

import { useLocation } from 'react-router-dom';
import { inPageLanguage } from '../../i18n/serverMessages';
import { useLocale } from '../../i18n/useT';
import { Banner } from '../../ui/Banner';

/**
 * A message handed over by the screen that sent the visitor here (e.g. "check your email"): the server's or the
 * validators' English text, shown in the page's language (src/i18n/serverMessages.ts), or one already in it.
 */
export interface NoticeState {
  notice?: string;
}

export function AuthNotice() {
  const state = useLocation().state as NoticeState | null;
  useLocale();
  if (!state?.notice) return null;
  return (
    <Banner tone="success">
      <p>{inPageLanguage(state.notice)}</p>
    </Banner>
  );
}

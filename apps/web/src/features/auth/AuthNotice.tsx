import { useLocation } from 'react-router-dom';
import { Banner } from '../../ui/Banner';

/** A message handed over by the screen that sent the visitor here (e.g. "check your email"). */
export interface NoticeState {
  notice?: string;
}

export function AuthNotice() {
  const state = useLocation().state as NoticeState | null;
  if (!state?.notice) return null;
  return (
    <Banner tone="success">
      <p>{state.notice}</p>
    </Banner>
  );
}

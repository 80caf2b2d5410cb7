import type { ReactNode } from 'react';
import { cx } from './cx';

type BannerTone = 'error' | 'warning' | 'success' | 'info';

export interface BannerProps {
  tone?: BannerTone;
  title?: string;
  children?: ReactNode;
  /** Buttons or links shown after the message. */
  actions?: ReactNode;
  onDismiss?: () => void;
  className?: string;
}

/** A message block. Errors interrupt (role=alert); everything else is announced politely (role=status). */
export function Banner({ tone = 'info', title, children, actions, onDismiss, className }: BannerProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx('banner', `banner--${tone}`, className)}>
      <div className="banner__body">
        {title ? <p className="banner__title">{title}</p> : null}
        {children ? <div className="banner__text">{children}</div> : null}
        {actions ? <div className="banner__actions">{actions}</div> : null}
      </div>
      {onDismiss ? (
        <button type="button" className="banner__close" onClick={onDismiss} aria-label="Dismiss">
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

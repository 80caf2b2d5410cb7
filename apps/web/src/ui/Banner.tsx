import { type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../i18n/useT';
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
  /**
   * The outcome of what the user just did, shown where the control they used has gone (a form that closed on
   * Save): the banner takes the focus when it appears, which also scrolls it into view on a phone
   * (docs/decisions/0052-web-phones-and-keyboard.md).
   */
  reveal?: boolean;
}

/** A message block. Errors interrupt (role=alert); everything else is announced politely (role=status). */
export function Banner({
  tone = 'info',
  title,
  children,
  actions,
  onDismiss,
  className,
  reveal,
}: BannerProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reveal) ref.current?.focus();
  }, [reveal]);
  return (
    <div
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('banner', `banner--${tone}`, className)}
      tabIndex={reveal ? -1 : undefined}
    >
      <div className="banner__body">
        {title ? <p className="banner__title">{title}</p> : null}
        {children ? <div className="banner__text">{children}</div> : null}
        {actions ? <div className="banner__actions">{actions}</div> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          className="banner__close"
          onClick={onDismiss}
          aria-label={t('layout.ui.dismiss')}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

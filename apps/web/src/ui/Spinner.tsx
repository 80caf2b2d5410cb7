import { useT } from '../i18n/useT';
import { cx } from './cx';

export interface SpinnerProps {
  /** Announced to screen readers; an empty label makes the spinner decorative. */
  label?: string;
  size?: 'sm' | 'md';
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const t = useT();
  label ??= t('layout.ui.loading');
  const circle = <span className={cx('spinner', size === 'sm' && 'spinner--sm')} aria-hidden="true" />;
  if (!label) return circle;
  return (
    <span role="status" className="spinner-wrap">
      {circle}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

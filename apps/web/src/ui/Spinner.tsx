import { cx } from './cx';

export interface SpinnerProps {
  /** Announced to screen readers; an empty label makes the spinner decorative. */
  label?: string;
  size?: 'sm' | 'md';
}

export function Spinner({ label = 'Loading…', size = 'md' }: SpinnerProps) {
  const circle = <span className={cx('spinner', size === 'sm' && 'spinner--sm')} aria-hidden="true" />;
  if (!label) return circle;
  return (
    <span role="status" className="spinner-wrap">
      {circle}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

import { useT } from '../../i18n/useT';
/** The FreshPress mark (a hanger with bubbles, as in the app icon) and wordmark. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg
      className="logo__mark"
      viewBox="0 0 100 100"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="100" height="100" rx="22" fill="#0a5c7a" />
      <g fill="none" stroke="#fff" strokeWidth="4.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M43 30a7 7 0 1 1 7 7v7" />
        <path d="M50 44 17 68h66z" />
      </g>
      <circle cx="76" cy="22" r="5.5" fill="#7fd6e6" />
      <circle cx="85" cy="35" r="3.2" fill="#7fd6e6" />
      <circle cx="26" cy="80" r="2.8" fill="#7fd6e6" />
    </svg>
  );
}

export function Logo() {
  const t = useT();
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo__text">
        <span className="logo__name">FreshPress</span>
        <span className="logo__tagline">{t('layout.logo.tagline')}</span>
      </span>
    </span>
  );
}

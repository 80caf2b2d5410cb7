import { LOCALE_NAMES, LOCALES, type Locale } from '@laundry/domain';
import { useLocation } from 'react-router-dom';
import { useChooseLocale } from './useChooseLocale';
import { useLocale, useT } from './useT';

/**
 * The header's and the footer's choice of language (docs/rules/languages.md, Choosing the language): each language
 * by its own name, a link that works before the page's script has run (the server keeps a `?lang=` it is sent),
 * switched in place once it has.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const current = useLocale();
  const t = useT();
  const location = useLocation();
  const choose = useChooseLocale();
  const hrefFor = (locale: Locale) => {
    const search = new URLSearchParams(location.search);
    search.set('lang', locale);
    return `${location.pathname}?${search.toString()}`;
  };
  return (
    <ul
      className={className ? `language-switch ${className}` : 'language-switch'}
      aria-label={t('layout.language.label')}
    >
      {LOCALES.map((locale) => (
        <li key={locale}>
          <a
            href={hrefFor(locale)}
            hrefLang={locale}
            lang={locale}
            aria-current={current === locale ? 'true' : undefined}
            aria-label={LOCALE_NAMES[locale]}
            onClick={(event) => {
              event.preventDefault();
              void choose(locale);
            }}
          >
            {/* A phone's top bar has room for the language's code only; its name stays the link's name. */}
            <span className="language-switch__code" aria-hidden="true">
              {locale.toUpperCase()}
            </span>
            <span className="language-switch__name">{LOCALE_NAMES[locale]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

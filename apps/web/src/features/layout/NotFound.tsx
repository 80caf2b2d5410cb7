import { Link } from 'react-router-dom';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { paths } from '../../routes/paths';
import { ButtonLink } from '../../ui/Button';

export function NotFound() {
  const t = useT();
  useDocumentTitle(t('layout.notFound.title'));
  return (
    <div className="container page page--narrow not-found">
      <p className="eyebrow">{t('layout.notFound.eyebrow')}</p>
      <h1>{t('layout.notFound.title')}</h1>
      <p className="lead">{t('layout.notFound.lead')}</p>
      <div className="button-row">
        <ButtonLink to={paths.home}>{t('layout.notFound.home')}</ButtonLink>
        <ButtonLink to={paths.order} variant="secondary">
          {t('layout.notFound.schedulePickup')}
        </ButtonLink>
      </div>
      <p>
        <T
          id="layout.notFound.help"
          components={{ 0: <Link to={paths.support} />, 1: <Link to={paths.contact} /> }}
        />
      </p>
    </div>
  );
}

import { StoreCount } from '../../features/locations/storeCount';
import type { MessageId } from '../../i18n/messageIds';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ButtonLink } from '../../ui/Button';
import { Icon, type IconName } from '../../ui/Icon';
import { paths } from '../paths';
import { PageHeader } from './PageHeader';

const practices: ReadonlyArray<{ icon: IconName; title: MessageId; text: MessageId }> = [
  { icon: 'leaf', title: 'public.promise.detergentsTitle', text: 'public.promise.detergentsText' },
  { icon: 'hanger', title: 'public.promise.dryCleaningTitle', text: 'public.promise.dryCleaningText' },
  { icon: 'washer', title: 'public.promise.washingTitle', text: 'public.promise.washingText' },
  { icon: 'truck', title: 'public.promise.tripsTitle', text: 'public.promise.tripsText' },
  { icon: 'recycle', title: 'public.promise.wasteTitle', text: 'public.promise.wasteText' },
  { icon: 'sparkle', title: 'public.promise.lastTitle', text: 'public.promise.lastText' },
];

const servicePromises: readonly MessageId[] = [
  'public.promise.free',
  'public.promise.exactWeight',
  'public.promise.realPeople',
];

export function OurPromise() {
  const t = useT();
  useDocumentTitle(t('public.promise.title'));
  return (
    <>
      <PageHeader eyebrow={t('public.common.ourPromise')} title={t('public.common.cleanerCity')}>
        <p>{t('public.promise.intro')}</p>
      </PageHeader>
      <section className="section" aria-labelledby="practices-title">
        <div className="container">
          <h2 id="practices-title">{t('public.promise.practicesTitle')}</h2>
          <ul className="card-grid card-grid--3">
            {practices.map((practice) => (
              <li key={practice.title} className="card">
                <span className="card__icon">
                  <Icon name={practice.icon} />
                </span>
                <h3 className="card__title">{t(practice.title)}</h3>
                <p>{t(practice.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--tinted" aria-labelledby="service-promise-title">
        <div className="container split">
          <div>
            <h2 id="service-promise-title">{t('public.promise.serviceTitle')}</h2>
            <p>{t('public.promise.serviceText')}</p>
            <ButtonLink to={paths.order} variant="accent" size="lg">
              {t('public.common.schedulePickup')}
            </ButtonLink>
          </div>
          <ul className="checklist">
            {servicePromises.map((text) => (
              <li key={text}>
                <Icon name="check" size={20} /> {t(text)}
              </li>
            ))}
            <li>
              <Icon name="check" size={20} />{' '}
              <T
                id="public.promise.nearby"
                components={{ 0: <StoreCount fallback={t('public.storeCount.ourLocations')} /> }}
              />
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}

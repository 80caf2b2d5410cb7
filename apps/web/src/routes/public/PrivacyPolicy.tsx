import { Link } from 'react-router-dom';
import { PHONE_SUPPORT_HOURS } from '../../features/layout/navigation';
import type { MessageId } from '../../i18n/messageIds';
import { inPageLanguage } from '../../i18n/serverMessages';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { paths } from '../paths';
import { PageHeader } from './PageHeader';

const collected: readonly MessageId[] = [
  'privacy.collectContact',
  'privacy.collectAddress',
  'privacy.collectOrders',
  'privacy.collectAccount',
  'privacy.collectMessages',
  'privacy.collectTechnical',
];
const uses: readonly MessageId[] = [
  'privacy.useOrders',
  'privacy.usePayments',
  'privacy.useMessages',
  'privacy.useSupport',
  'privacy.useSecurity',
];
const sharedWith: readonly MessageId[] = [
  'privacy.shareStaff',
  'privacy.shareProcessor',
  'privacy.shareMessaging',
  'privacy.shareMaps',
  'privacy.shareAuthorities',
];
const choices: readonly MessageId[] = [
  'privacy.choiceCorrect',
  'privacy.choiceTexts',
  'privacy.choiceGoogle',
  'privacy.choiceDelete',
  'privacy.choiceAsk',
];

export function PrivacyPolicy() {
  const t = useT();
  useDocumentTitle(t('privacy.title'));
  return (
    <>
      <PageHeader title={t('privacy.title')}>
        <p>{t('privacy.updated', { date: t('privacy.updatedDate') })}</p>
      </PageHeader>
      <div className="container page prose">
        <p>{t('privacy.intro')}</p>

        <h2>{t('privacy.collectTitle')}</h2>
        <ul>
          {collected.map((id) => (
            <li key={id}>
              <T id={id} components={{ 0: <strong /> }} />
            </li>
          ))}
        </ul>

        <h2>{t('privacy.cardsTitle')}</h2>
        <p>{t('privacy.cardsText')}</p>

        <h2>{t('privacy.useTitle')}</h2>
        <ul>
          {uses.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ul>

        <h2>{t('privacy.notificationsTitle')}</h2>
        <p>{t('privacy.notificationsText')}</p>

        <h2>{t('privacy.shareTitle')}</h2>
        <p>{t('privacy.shareIntro')}</p>
        <ul>
          {sharedWith.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ul>

        <h2>{t('privacy.keepTitle')}</h2>
        <p>
          <T id="privacy.keepText" components={{ 0: <Link to={paths.account} /> }} />
        </p>

        <h2>{t('privacy.securityTitle')}</h2>
        <p>{t('privacy.securityText')}</p>

        <h2>{t('privacy.choicesTitle')}</h2>
        <ul>
          {choices.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ul>

        <h2>{t('privacy.childrenTitle')}</h2>
        <p>{t('privacy.childrenText')}</p>

        <h2>{t('privacy.changesTitle')}</h2>
        <p>{t('privacy.changesText')}</p>

        <h2>{t('privacy.contactTitle')}</h2>
        <p>
          <T
            id="privacy.contactText"
            values={{ hours: inPageLanguage(PHONE_SUPPORT_HOURS) }}
            components={{ 0: <Link to={paths.contact} /> }}
          />
        </p>
      </div>
    </>
  );
}

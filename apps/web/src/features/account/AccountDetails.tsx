import { useT } from '../../i18n/useT';
import type { SessionUser } from '../auth/useSession';
import { VerifyEmailBanner } from './VerifyEmailBanner';

const dash = (value: string | null | undefined) => (value?.trim() ? value : '—');

/** The Account screen's read-only view (docs/rules/accounts.md, The Account screen, every field of docs/rules/records.md, People). */
export function AccountDetails({ user }: { user: SessionUser }) {
  const t = useT();
  const rows: [string, string][] = [
    [t('account.details.firstName'), dash(user.firstName)],
    [t('account.details.lastName'), dash(user.lastName)],
    [
      t('account.details.email'),
      user.emailVerified ? user.email : t('account.details.emailNotVerified', { email: user.email }),
    ],
    [t('account.details.phone'), dash(user.phone)],
    [t('account.details.address'), dash(user.address)],
    [t('account.details.addressLine2'), dash(user.addressLine2)],
    [t('account.details.city'), dash(user.city)],
    [t('account.details.state'), dash(user.state)],
    [t('account.details.zip'), dash(user.zip)],
    [t('account.details.sms'), user.sms ? t('account.details.smsYes') : t('account.details.smsNo')],
    [t('account.details.password'), user.hasPassword ? '••••••••' : t('account.details.passwordNotSet')],
  ];
  return (
    <>
      <VerifyEmailBanner />
      {/* docs/decisions/0042-profile-from-first-order.md: the order that filled the empty fields is named. */}
      {user.profileFilledFromOrderNumber !== null ? (
        <p className="account-details__source">
          {t('account.details.filledFromOrder', { orderNumber: user.profileFilledFromOrderNumber })}
        </p>
      ) : null}
      <dl className="account-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

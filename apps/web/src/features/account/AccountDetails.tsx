import type { SessionUser } from '../auth/useSession';
import { VerifyEmailBanner } from './VerifyEmailBanner';

const dash = (value: string | null | undefined) => (value?.trim() ? value : '—');

/** The Account screen's read-only view (docs/rules/accounts.md, The Account screen, every field of docs/rules/records.md, People). */
export function AccountDetails({ user }: { user: SessionUser }) {
  const rows: [string, string][] = [
    ['First name', dash(user.firstName)],
    ['Last name', dash(user.lastName)],
    ['Email', user.emailVerified ? user.email : `${user.email} (not verified yet)`],
    ['Phone', dash(user.phone)],
    ['Address', dash(user.address)],
    ['Address line 2', dash(user.addressLine2)],
    ['City', dash(user.city)],
    ['State', dash(user.state)],
    ['Zip', dash(user.zip)],
    ['Text notifications', user.sms ? 'Yes, text me about my orders' : 'No'],
    ['Password', user.hasPassword ? '••••••••' : 'Not set (you sign in with Google)'],
  ];
  return (
    <>
      <VerifyEmailBanner />
      {/* docs/decisions/0042-profile-from-first-order.md: the order that filled the empty fields is named. */}
      {user.profileFilledFromOrderNumber !== null ? (
        <p className="account-details__source">
          Filled in from your order #{user.profileFilledFromOrderNumber}
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

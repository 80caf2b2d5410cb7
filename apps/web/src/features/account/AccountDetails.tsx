import type { SessionUser } from '../auth/useSession';

const dash = (value: string | null | undefined) => (value?.trim() ? value : '—');

/** The Account screen's read-only view (spec 000 §2, every field of spec 000 §3 User). */
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
    <dl className="account-details">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

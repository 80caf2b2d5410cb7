import { Link } from 'react-router-dom';
import { PHONE_SUPPORT_HOURS } from '../../features/layout/navigation';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { paths } from '../paths';
import { PageHeader } from './PageHeader';

export const PRIVACY_POLICY_UPDATED = 'November 22, 2026';

export function PrivacyPolicy() {
  useDocumentTitle('Privacy Policy');
  return (
    <>
      <PageHeader title="Privacy Policy">
        <p>Last updated {PRIVACY_POLICY_UPDATED}</p>
      </PageHeader>
      <div className="container page prose">
        <p>
          FreshPress ("we", "us") picks up, cleans and delivers laundry, dry cleaning and tailoring. This
          policy explains what personal information we collect when you use our website and services, why we
          collect it, who we share it with and the choices you have.
        </p>

        <h2>Information we collect</h2>
        <ul>
          <li>
            <strong>Contact details:</strong> your name, email address and phone number.
          </li>
          <li>
            <strong>Address:</strong> your street address, apartment or suite, city, state and zip code, so we
            can pick up and deliver.
          </li>
          <li>
            <strong>Order history:</strong> the services and items you order, your instructions, pick-up and
            delivery times, prices, tips, promo codes used and the status of each order.
          </li>
          <li>
            <strong>Account details:</strong> your password, which we store only as a one-way hash that no one
            can read back, and, if you sign in with Google, the identifier Google gives us for your account.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through our contact and business inquiry forms.
          </li>
          <li>
            <strong>Technical data:</strong> a session cookie that keeps you signed in, and the basic request
            logs (such as IP address and browser type) our servers keep to run the service securely. We do not
            use advertising or cross-site tracking cookies.
          </li>
        </ul>

        <h2>Payment cards</h2>
        <p>
          Card payments are handled by our payment processor. Your card number, expiry date and security code
          go directly from your browser to the processor and are never stored on our systems. We keep only
          what we need to manage your order: a reference to the payment, the amounts authorized, charged and
          refunded and, if you choose to save a card, the processor's reference to it (for example its brand
          and last four digits).
        </p>

        <h2>How we use your information</h2>
        <ul>
          <li>
            To schedule, pick up, clean and deliver your orders, and to assign them to the nearest location.
          </li>
          <li>To price your order, authorize and charge your card, and handle refunds.</li>
          <li>
            To send service messages about your account and orders, such as email verification, password
            resets, order confirmations and requests to re-authorize a payment.
          </li>
          <li>To answer your questions and provide customer support.</li>
          <li>To keep the service secure and to prevent fraud.</li>
        </ul>

        <h2>Email and text notifications</h2>
        <p>
          Text message (SMS) updates about your orders are sent only if you opt in, at checkout or in your
          account, and you can turn them off at any time in your account settings. We send marketing emails
          only if you have opted in, and every one includes a way to unsubscribe. Service emails that are
          needed to run your account or an order you placed are sent regardless.
        </p>

        <h2>Who we share it with</h2>
        <p>We do not sell your personal information. We share it only with:</p>
        <ul>
          <li>our staff and drivers at the location handling your order;</li>
          <li>our payment processor, to authorize and charge your card;</li>
          <li>the services we use to send email and text messages;</li>
          <li>
            a maps service, which receives an address you enter in our location finder so we can show the
            closest locations;
          </li>
          <li>authorities, when the law requires it.</li>
        </ul>

        <h2>How long we keep it and deleting your account</h2>
        <p>
          We keep your information while you have an account. You can delete your account at any time from the{' '}
          <Link to={paths.account}>Account</Link> page. Deleting it removes your personal data: your name,
          email address, phone number, address, password and linked sign-ins. We keep the records of orders
          you placed, because we need them for accounting and tax purposes, but with the personal fields
          cleared so they no longer identify you. Contact and inquiry messages are kept only as long as needed
          to answer them.
        </p>

        <h2>Security</h2>
        <p>
          The site is served over an encrypted connection (HTTPS). Passwords are stored as strong one-way
          hashes, your session cookie cannot be read by scripts on the page, and staff can only see the
          information their role needs.
        </p>

        <h2>Your choices</h2>
        <ul>
          <li>See and correct your details in your account at any time.</li>
          <li>Turn text notifications on or off.</li>
          <li>Disconnect Google sign-in (after setting a password).</li>
          <li>Delete your account.</li>
          <li>Ask us what information we hold about you.</li>
        </ul>

        <h2>Children</h2>
        <p>
          Our services are not directed to children under 13, and we do not knowingly collect their
          information.
        </p>

        <h2>Changes to this policy</h2>
        <p>
          If we change this policy, we will post the new version here with a new "last updated" date, and tell
          account holders about significant changes by email.
        </p>

        <h2>Contact us</h2>
        <p>
          Questions about your privacy? <Link to={paths.contact}>Send us a message</Link> or call phone
          support, {PHONE_SUPPORT_HOURS}.
        </p>
      </div>
    </>
  );
}

import type { Db } from '@laundry/db';
import type { Locale } from '@laundry/domain';
import type { Integrations, PublicPaymentConfig } from '@laundry/integrations';

export type Role = 'Customer' | 'Admin' | 'SuperAdmin' | 'Driver';
export const STAFF_ROLES: readonly Role[] = ['Admin', 'SuperAdmin'];

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
}

/** Who is making a request: nobody, a guest bound to an e-mail, or a signed-in user. */
export type Actor =
  | { kind: 'anonymous' }
  | {
      kind: 'guest';
      sessionId: string;
      email: string | null;
      /**
       * The guest proved the mailbox of `email`: through an order's signed link or an e-mailed one-time code
       * (docs/decisions/0068-guest-mailbox-proof.md). Typing an address proves nothing.
       */
      emailProven: boolean;
    }
  | { kind: 'user'; sessionId: string; user: SessionUser };

/** Lets a procedure set or clear the session cookie of the web client. */
export interface SessionCookieWriter {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/** The attempts throttled per account and per IP, and the public lead forms (docs/rules/accounts.md, Log-in and its limits). */
export type ThrottledAction =
  | 'login'
  | 'signup'
  | 'forgotPassword'
  | 'authorizeGuest'
  | 'lead'
  /** The verification banner's "Send the link again" (docs/decisions/0041-order-links.md). */
  | 'resendVerification'
  /** The one-time code that proves a guest's mailbox (docs/decisions/0068-guest-mailbox-proof.md). */
  | 'guestCode';

/** What the account services need from the server they run in. */
export interface AuthEnvironment {
  /** The address e-mailed links point at (PUBLIC_URL). */
  publicUrl: string;
  /** Whether Google sign-in is configured. */
  googleSignIn: boolean;
  /** Counts one attempt for the request's IP and for `account`; throws RATE_LIMITED over a limit. */
  throttle(action: ThrottledAction, account: string | null): Promise<void>;
  /**
   * Gives back the attempt `throttle` counted for this request: a log-in that succeeded, so the limits count the
   * failed ones (docs/decisions/0013-auth-rate-limits.md).
   */
  forgive(action: ThrottledAction, account: string | null): Promise<void>;
  /**
   * The card-testing brake (docs/decisions/0023-payments-card-declines.md): throws RATE_LIMITED while this
   * payer or the request's IP has had too many declined cards lately.
   */
  checkCardDeclines(payer: string): Promise<void>;
  /** Counts one declined card for this payer and the request's IP. */
  recordCardDecline(payer: string): Promise<void>;
}

export interface Context {
  db: Db;
  actor: Actor;
  ip: string;
  now: () => Date;
  cookies: SessionCookieWriter;
  auth: AuthEnvironment;
  /** Payments, e-mail and maps adapters, created once at start. */
  integrations: Integrations;
  /**
   * The language of the page that made the request (docs/rules/languages.md, Choosing the language): the `lang`
   * cookie, else Accept-Language. An order placed in Spanish is confirmed and followed in Spanish. Absent for
   * callers with no page (jobs, scripts, tests): English.
   */
  locale?: Locale;
  /** What the checkout may know about payments: provider, publishable key, test mode. */
  paymentConfig: PublicPaymentConfig;
  /** Public-site settings from the server's configuration (apps/server/src/env.ts applies the defaults). */
  site: SiteConfig;
  /**
   * Where a procedure's declared caching goes (packages/api/src/trpc.ts, `ProcedureMeta`): the server's catalog
   * cache (apps/server/src/cache/catalogCache.ts). Absent for callers that keep nothing (tests, scripts).
   */
  caching?: { declare(kind: 'catalog'): void };
}

/** What the public site reads from the server's configuration. */
export interface SiteConfig {
  /** Who is e-mailed a business inquiry or a contact message (STAFF_NOTIFY_EMAIL). */
  staffNotifyEmail: string;
  /** The map tiles of the locations page (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
  mapTiles: { url: string; attribution: string };
}

/**
 * The public site's settings when the environment names none (apps/server/src/env.ts applies them):
 * OpenStreetMap's standard tiles with the attribution its tile usage policy asks for, and the chain's
 * order desk for leads (docs/rules/public-site.md).
 */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  staffNotifyEmail: 'orders@freshpress.example',
  mapTiles: {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  },
};

export const anonymous: Actor = { kind: 'anonymous' };

export function isStaff(actor: Actor): boolean {
  return actor.kind === 'user' && STAFF_ROLES.includes(actor.user.role);
}

import type { Db } from '@laundry/db';
import type { Integrations, PublicPaymentConfig } from '@laundry/integrations';

export type Role = 'Customer' | 'Admin' | 'SuperAdmin';
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
  | { kind: 'guest'; sessionId: string; email: string | null }
  | { kind: 'user'; sessionId: string; user: SessionUser };

/** Lets a procedure set or clear the session cookie of the web client. */
export interface SessionCookieWriter {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/** The attempts issue 4 throttles per account and per IP; issue 5 adds the public lead forms. */
export type ThrottledAction =
  | 'login'
  | 'signup'
  | 'forgotPassword'
  | 'authorizeGuest'
  | 'lead'
  /** The verification banner's "Send the link again" (docs/decisions/order-links.md). */
  | 'resendVerification';

/** What the account services need from the server they run in (issue 4). */
export interface AuthEnvironment {
  /** The address e-mailed links point at (PUBLIC_URL). */
  publicUrl: string;
  /** Whether Google sign-in is configured. */
  googleSignIn: boolean;
  /** Counts one attempt for the request's IP and for `account`; throws RATE_LIMITED over a limit. */
  throttle(action: ThrottledAction, account: string | null): Promise<void>;
  /**
   * The card-testing brake (docs/decisions/payments-card-declines.md): throws RATE_LIMITED while this
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
  /** Payments, e-mail and maps adapters, created once at start (issue 6). */
  integrations: Integrations;
  /** What the checkout may know about payments: provider, publishable key, test mode. */
  paymentConfig: PublicPaymentConfig;
  /** Public-site settings from the server's configuration (issue 5); each has a default when absent. */
  site?: Partial<SiteConfig>;
}

/** What the public site reads from the server's configuration (issue 5). */
export interface SiteConfig {
  /** Who is e-mailed a business inquiry or a contact message (STAFF_NOTIFY_EMAIL). */
  staffNotifyEmail: string;
  /** The map tiles of the locations page (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
  mapTiles: { url: string; attribution: string };
}

export const anonymous: Actor = { kind: 'anonymous' };

export function isStaff(actor: Actor): boolean {
  return actor.kind === 'user' && STAFF_ROLES.includes(actor.user.role);
}

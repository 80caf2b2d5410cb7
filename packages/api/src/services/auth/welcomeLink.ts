import type { Db } from '@laundry/db';
import { findUsableResetToken } from './passwordReset';

/** Whom a welcome link greets: the account's first name and e-mail, or null for any link that cannot be used. */
export interface WelcomeLinkAnswer {
  account: { firstName: string | null; email: string } | null;
}

/**
 * The welcome page (/welcome/{token}) asks whom its link is for, to greet them and name the address they will log
 * in with (docs/decisions/0075-staff-invitations.md, Amended 2026-11-29). Only a link that would set a password
 * now is answered; a malformed, unknown, wrong, expired or used one, or one of a deleted account, gets the one
 * same answer, `{ account: null }`, so the question tells nothing about which tokens or accounts exist. The
 * token already lets its holder choose the account's password, so the name and address add nothing to it.
 */
export async function lookUpWelcomeLink(db: Db, token: string, now: Date): Promise<WelcomeLinkAnswer> {
  const row = await findUsableResetToken(db, token, now);
  return { account: row ? { firstName: row.firstName, email: row.email } : null };
}

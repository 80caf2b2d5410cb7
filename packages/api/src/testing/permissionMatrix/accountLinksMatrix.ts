import { outbox, users } from '@laundry/db';
import { and, desc, eq, like } from 'drizzle-orm';
import { issueEmailChangeUndo } from '../../services/auth/emailChangeUndo';
import { startGuestSession } from '../../services/auth/sessions';
import { placeTestOrder } from '../orders';
import type { CallArgs, ProcedureCase } from './trpcMatrix';

const fresh = () => `link-${crypto.randomUUID()}@example.test`;
const pair = { password: 'a new password 1', confirmPassword: 'a new password 1' };
const signedInOnly = {
  customer: 'CONFLICT',
  otherCustomer: 'CONFLICT',
  admin: 'CONFLICT',
  superAdmin: 'CONFLICT',
  driver: 'CONFLICT',
} as const;

/** An order this caller may open by its link: a customer's own, else a fresh guest's (staff read any). */
async function linkedOrder({ db, me }: Pick<CallArgs, 'db' | 'me'>) {
  const customer = me.user?.role === 'Customer' ? me.user : null;
  const email = customer?.email ?? fresh();
  const actor = customer
    ? me.actor
    : {
        kind: 'guest' as const,
        sessionId: (await startGuestSession(db, email, new Date())).id,
        email,
        emailProven: false,
      };
  const { orderId } = await placeTestOrder(db, actor, email);
  const [mail] = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.body, `%/app/order/id/${orderId}?link=%`)))
    .orderBy(desc(outbox.createdAt));
  const token = /\?link=([a-z2-7]{32})/.exec(mail!.body)![1]!;
  return { orderId, token };
}

/** The order link, the guest's account and the verification resend (docs/decisions/0041-order-links.md). */
export const accountLinksMatrix: Record<string, ProcedureCase> = {
  'auth.openOrderLink': {
    access: 'public',
    // A driver signed in opens no one's order through its link (docs/decisions/0089-driver-role.md).
    except: { driver: 'forbidden' },
    call: async (args) => args.caller.auth.openOrderLink(await linkedOrder(args)),
  },
  // A signed-in person already has an account; making one from a guest order is refused, not a permission matter.
  // The matrix's guest typed the address, which proves nothing: refused until the mailbox is proven
  // (docs/decisions/0068-guest-mailbox-proof.md; the proven guest's account is accountLinks.int.test.ts's).
  'auth.createGuestAccount': {
    access: 'guestOrUser',
    except: { ...signedInOnly, guest: 'forbidden' },
    call: async ({ caller, db, me }) => {
      const email = me.actor.kind === 'guest' ? me.actor.email : null;
      const orderId = email ? (await placeTestOrder(db, me.actor, email)).orderId : crypto.randomUUID();
      return caller.auth.createGuestAccount({ orderId, ...pair });
    },
  },
  // A guest's one-time code (docs/decisions/0068-guest-mailbox-proof.md): a signed-in person has no guest mailbox to prove.
  'auth.sendGuestCode': {
    access: 'guestOrUser',
    except: signedInOnly,
    call: ({ caller }) => caller.auth.sendGuestCode(),
  },
  'auth.confirmGuestCode': {
    access: 'guestOrUser',
    except: signedInOnly,
    call: async ({ caller, db, me }) => {
      const { email } = await caller.auth.sendGuestCode();
      const [mail] = await db
        .select({ subject: outbox.subject })
        .from(outbox)
        .where(and(eq(outbox.to, email), like(outbox.subject, 'Your FreshPress code: %')))
        .orderBy(desc(outbox.createdAt));
      const code = /(\d{6})$/.exec(mail!.subject)![1]!;
      await caller.auth.confirmGuestCode({ code });
      return me.actor;
    },
  },
  // The old address's link that undoes an e-mail change (docs/decisions/0049-auth-account-changes.md): whoever holds it.
  'auth.undoEmailChange': {
    access: 'public',
    call: async ({ caller, db, world }) => {
      const user = world.otherCustomer.user!;
      const change = { userId: user.id, oldEmail: fresh(), newEmail: user.email };
      return caller.auth.undoEmailChange({
        token: await issueEmailChangeUndo(db, change, 'http://laundry.test', new Date()),
      });
    },
  },
  'auth.resendVerification': {
    access: 'signedIn',
    call: async ({ caller, db, me }) => {
      if (me.user) await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, me.user.id));
      return caller.auth.resendVerification();
    },
  },
};

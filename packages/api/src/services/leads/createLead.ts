import { type Db, leads } from '@laundry/db';
import { enqueueEmail } from '@laundry/integrations';
import type { Lead } from '@laundry/validators/publicSite';
import type { Context } from '../../context';
import { staffNotification } from './staffNotification';

/**
 * Stores a business inquiry or a contact message (docs/rules/public-site.md, Pages) and
 * queues the staff e-mail in the same transaction, so a stored lead is never left unannounced and a
 * failed insert sends nothing. Throttled per IP and per e-mail address (docs/decisions/0018-public-site-leads.md).
 */
export async function createLead(
  ctx: Pick<Context, 'db' | 'auth' | 'site'>,
  lead: Lead,
): Promise<{ id: string }> {
  await ctx.auth.throttle('lead', lead.email);
  const to = ctx.site.staffNotifyEmail;
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .insert(leads)
      .values({
        kind: lead.kind,
        name: lead.name,
        email: lead.email,
        message: lead.message,
        phone: lead.phone ?? null,
        company: lead.company ?? null,
      })
      .returning({ id: leads.id });
    const id = row!.id;
    await enqueueEmail(tx, staffNotification({ ...lead, id }, to));
    return { id };
  });
}

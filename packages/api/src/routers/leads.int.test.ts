import { leads, outbox } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThrottledAction } from '../context';
import { DEFAULT_SITE_CONFIG } from '../context';
import { AppError } from '../errors';
import { createCaller } from '../root';
import { callerFor, testAuthEnvironment, testContext } from '../testing/context';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
});
afterAll(() => database.close());

const contact = {
  kind: 'contact' as const,
  name: '  Ada Lovelace ',
  email: 'ada@example.test',
  message: 'Do you clean <b>wedding</b> gowns?',
};

async function mailFor(leadId: string) {
  const rows = await database.db.select().from(outbox);
  return rows.filter((row) => row.body.includes(leadId));
}

describe('leads.create (docs/rules/public-site.md, Pages)', () => {
  it('stores a contact message and queues one staff e-mail to the default address', async () => {
    const { id } = await callerFor(database.db).leads.create({ ...contact, phone: '' });
    const [row] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({
      kind: 'contact',
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      phone: null,
      company: null,
    });
    const mails = await mailFor(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'email',
      to: DEFAULT_SITE_CONFIG.staffNotifyEmail,
      status: 'pending',
    });
    expect(mails[0]!.subject).toBe('New contact message from Ada Lovelace');
    expect(mails[0]!.body).toContain('Do you clean <b>wedding</b> gowns?');
    // The HTML part never carries the visitor's markup as markup.
    expect(mails[0]!.html).toContain('&#60;b&#62;wedding&#60;/b&#62;');
  });

  it('stores a business inquiry with company and phone, e-mailed to STAFF_NOTIFY_EMAIL', async () => {
    const caller = createCaller(
      testContext(database.db, undefined, undefined, {
        site: { ...DEFAULT_SITE_CONFIG, staffNotifyEmail: 'wholesale@chain.test' },
      }),
    );
    const { id } = await caller.leads.create({
      kind: 'business',
      name: 'Grace Hopper',
      company: 'Harbor Hotel',
      email: 'grace@harbor.test',
      phone: '(212) 555-0199',
      message: 'Sheets and towels for 40 rooms, twice a week.',
    });
    const [row] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ kind: 'business', company: 'Harbor Hotel', phone: '(212) 555-0199' });
    const [mail] = await mailFor(id);
    expect(mail).toMatchObject({
      to: 'wholesale@chain.test',
      subject: 'New business services inquiry from Grace Hopper, Harbor Hotel',
    });
    expect(mail!.body).toContain('Phone: (212) 555-0199');
  });

  it.each([
    [{ name: ' ' }, 'Please enter your name.'],
    [{ email: '' }, 'Email is required.'],
    [{ email: 'not-an-address' }, 'Please enter a valid email address.'],
    [{ phone: '555-01' }, 'Please enter a valid phone number.'],
    [{ message: '   ' }, 'Please enter a message.'],
    [{ message: 'x'.repeat(2001) }, 'Please keep your message under 2,000 characters.'],
    [{ kind: 'spam' }, 'kind must be one of: business, contact.'],
  ])('refuses %o with its message and stores nothing', async (change, message) => {
    const before = (await database.db.select().from(leads)).length;
    await expect(
      callerFor(database.db).leads.create({ ...contact, ...change } as typeof contact),
    ).rejects.toThrow(message);
    expect((await database.db.select().from(leads)).length).toBe(before);
  });

  it('is throttled per IP and e-mail; over the limit nothing is stored or sent', async () => {
    const seen: [ThrottledAction, string | null][] = [];
    let allowed = 1;
    const auth = {
      ...testAuthEnvironment,
      async throttle(action: ThrottledAction, account: string | null) {
        seen.push([action, account]);
        if (allowed-- <= 0)
          throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait 60 minutes and try again.');
      },
    };
    const caller = createCaller(testContext(database.db, undefined, undefined, { auth }));
    const before = {
      leads: (await database.db.select().from(leads)).length,
      mails: (await database.db.select().from(outbox)).length,
    };
    await caller.leads.create({ ...contact, email: 'Once@Example.test' });
    await expect(caller.leads.create({ ...contact, email: 'once@example.test' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    expect(seen).toEqual([
      ['lead', 'Once@Example.test'],
      ['lead', 'once@example.test'],
    ]);
    expect((await database.db.select().from(leads)).length).toBe(before.leads + 1);
    expect((await database.db.select().from(outbox)).length).toBe(before.mails + 1);
  });
});

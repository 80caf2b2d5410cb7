import type { Db } from '@laundry/db';
import { createIntegrations, type Integrations, publicPaymentConfig } from '@laundry/integrations';
import {
  type Actor,
  type AuthEnvironment,
  anonymous,
  type Context,
  DEFAULT_SITE_CONFIG,
  type Role,
} from '../context';
import { createCaller } from '../root';

/** No throttling and no Google sign-in; links point at a test host. */
export const testAuthEnvironment: AuthEnvironment = {
  publicUrl: 'http://laundry.test',
  googleSignIn: false,
  async throttle() {},
  async forgive() {},
  async checkCardDeclines() {},
  async recordCardDecline() {},
};

const silentLogger = { info() {}, warn() {}, error() {} };

/** The offline defaults (simulated payments, logged e-mail, offline maps) over a test database. */
export function testIntegrations(db: Db): Integrations {
  return createIntegrations({ mailFrom: 'orders@laundry.test' }, { db, logger: silentLogger });
}

/** A context as the server builds it, for driving procedures through createCaller in tests. */
export function testContext(
  db: Db,
  actor: Actor = anonymous,
  now: () => Date = () => new Date(),
  overrides: Partial<Context> = {},
): Context {
  return {
    db,
    actor,
    now,
    ip: '127.0.0.1',
    cookies: { set() {}, clear() {} },
    auth: testAuthEnvironment,
    integrations: testIntegrations(db),
    paymentConfig: publicPaymentConfig({}),
    site: DEFAULT_SITE_CONFIG,
    ...overrides,
  };
}

export function userActor(user: { id: string; email: string; role: Role }): Actor {
  return {
    kind: 'user',
    sessionId: `test-session-${user.id}`,
    user: { id: user.id, email: user.email, role: user.role, firstName: null, lastName: null },
  };
}

export function callerFor(db: Db, actor: Actor = anonymous, now?: () => Date) {
  return createCaller(testContext(db, actor, now));
}

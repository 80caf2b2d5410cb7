import type { Db } from '@laundry/db';
import { type Actor, type AuthEnvironment, anonymous, type Context, type Role } from './context';
import { createCaller } from './root';

/** No throttling and no Google sign-in; links point at a test host. */
export const testAuthEnvironment: AuthEnvironment = {
  publicUrl: 'http://laundry.test',
  googleSignIn: false,
  async throttle() {},
};

/** A context as the server builds it, for driving procedures through createCaller in tests. */
export function testContext(db: Db, actor: Actor = anonymous, now: () => Date = () => new Date()): Context {
  return { db, actor, now, ip: '127.0.0.1', cookies: { set() {}, clear() {} }, auth: testAuthEnvironment };
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

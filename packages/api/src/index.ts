export type { Actor, Context, Role, SessionCookieWriter, SessionUser } from './context';
export { anonymous, isStaff } from './context';
export { AppError, appErrorCodes, INTERNAL_MESSAGE, isAppError } from './errors';
export { type AppRouter, appRouter, createCaller } from './root';
export { actorFromSessionToken } from './services/auth/actor';

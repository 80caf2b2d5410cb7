export type {
  Actor,
  AuthEnvironment,
  Context,
  Role,
  SessionCookieWriter,
  SessionUser,
  ThrottledAction,
} from './context';
export { anonymous, isStaff } from './context';
export { AppError, appErrorCodes, INTERNAL_MESSAGE, isAppError } from './errors';
export { type AppRouter, appRouter, createCaller } from './root';
export { actorFromSessionToken, resolveSessionToken } from './services/auth/actor';

import { firstIssueMessage } from '@laundry/validators/plainIssues';
import { initTRPC } from '@trpc/server';
import { type Context, isStaff, type SessionUser } from './context';
import { AppError, FORBIDDEN_MESSAGE, INTERNAL_MESSAGE, UNAUTHENTICATED_MESSAGE } from './errors';

/**
 * What an error answer may carry (docs/decisions/0030-server-error-answers.md): an AppError's product message
 * as it is, a bad input's first issue, and for anything else the generic message; the error itself, its
 * SQL and its stack go to the log with the request id (apps/server/src/trpc.ts), never to the client.
 */
/**
 * What a procedure declares about itself with `.meta()`, read by the middlewares below.
 * `cache: 'catalog'`: a public catalog read whose answer to a caller without a session app servers may keep and
 * send again until the catalog changes (docs/decisions/0035-catalog-cache.md).
 */
interface ProcedureMeta {
  cache?: 'catalog';
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const cause = error.cause instanceof AppError ? error.cause : null;
      const inputMessage = error.code === 'BAD_REQUEST' && !cause ? firstIssueMessage(error.cause) : null;
      const message =
        cause?.message ??
        inputMessage ??
        (error.code === 'INTERNAL_SERVER_ERROR' ? INTERNAL_MESSAGE : shape.message);
      const { stack: _stack, ...data } = shape.data;
      return {
        ...shape,
        message,
        data: { ...data, appCode: cause?.code ?? null, details: cause?.details ?? null },
      };
    },
  });

/** Services throw AppError; this turns it into the matching tRPC error with the product's message. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    throw result.error.cause.toTRPCError();
  }
  return result;
});

/** Tells the server which procedures of a request declared their answer cacheable (`ProcedureMeta.cache`). */
const declaredCaching = t.middleware(({ meta, ctx, next }) => {
  if (meta?.cache) ctx.caching?.declare(meta.cache);
  return next();
});

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(appErrors).use(declaredCaching);

/** A guest session (bound to an e-mail) or a signed-in user. */
export const guestProcedure = publicProcedure.use(({ ctx, next }) => {
  if (ctx.actor.kind === 'anonymous') throw new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
  return next({ ctx: { actor: ctx.actor } });
});

/** Any signed-in user, whatever the role. */
export const userProcedure = publicProcedure.use(({ ctx, next }) => {
  if (ctx.actor.kind !== 'user') throw new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
  const user: SessionUser = ctx.actor.user;
  return next({ ctx: { actor: ctx.actor, user } });
});

/** docs/rules/roles.md, Who may do what: Admin and SuperAdmin. */
export const staffProcedure = userProcedure.use(({ ctx, next }) => {
  if (!isStaff(ctx.actor)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  return next();
});

/** docs/rules/roles.md, Who may do what: users, locations, specials and settings are SuperAdmin only. */
export const superAdminProcedure = userProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'SuperAdmin') throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  return next();
});

/** docs/rules/roles.md, Drivers: the driver's screen is Drivers only; a driver is not staff (docs/decisions/0089-driver-role.md). */
export const driverProcedure = userProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'Driver') throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  return next();
});

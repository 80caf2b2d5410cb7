import { firstIssueMessage } from '@laundry/validators/plainIssues';
import { initTRPC, type TRPCError } from '@trpc/server';
import { type Actor, type Context, isStaff } from './context';
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

/**
 * What every procedure's one middleware does around its own checks: services throw AppError, which becomes the
 * matching tRPC error with the product's message; and the server is told which procedures of a request declared their
 * answer cacheable (`ProcedureMeta.cache`). Each procedure below is one middleware, its role's checks and this
 * together: tRPC copies a call's options twice at every middleware (docs/decisions/0112-one-middleware-per-role.md).
 */
function declareCaching(meta: ProcedureMeta | undefined, ctx: Context): void {
  if (meta?.cache) ctx.caching?.declare(meta.cache);
}

/** A call's result, with an AppError thrown below this middleware made the matching tRPC error. */
function withProductErrors<R extends { ok: true } | { ok: false; error: TRPCError }>(result: R): R {
  if (!result.ok && result.error.cause instanceof AppError) throw result.error.cause.toTRPCError();
  return result;
}

/** A role check's refusal, thrown in the middleware itself: already the tRPC error with the product's message. */
function refused(code: 'UNAUTHENTICATED' | 'FORBIDDEN'): TRPCError {
  return new AppError(code, code === 'FORBIDDEN' ? FORBIDDEN_MESSAGE : UNAUTHENTICATED_MESSAGE).toTRPCError();
}

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(async ({ meta, ctx, next }) => {
  declareCaching(meta, ctx);
  return withProductErrors(await next());
});

/** A guest session (bound to an e-mail) or a signed-in user. */
export const guestProcedure = t.procedure.use(async ({ meta, ctx, next }) => {
  if (ctx.actor.kind === 'anonymous') throw refused('UNAUTHENTICATED');
  declareCaching(meta, ctx);
  return withProductErrors(await next({ ctx: { actor: ctx.actor } }));
});

type UserActor = Extract<Actor, { kind: 'user' }>;

/** The call's actor when a user is signed in, else UNAUTHENTICATED: every role's procedure starts with it. */
function signedIn(actor: Actor): UserActor {
  if (actor.kind !== 'user') throw refused('UNAUTHENTICATED');
  return actor;
}

/**
 * The procedure of signed-in users whom `admits` lets in: one middleware that checks the user (UNAUTHENTICATED), then
 * the role (FORBIDDEN), declares the caching and gives the resolver the user (docs/decisions/0112-one-middleware-per-role.md).
 */
function signedInProcedure(admits: (actor: UserActor) => boolean) {
  return t.procedure.use(async ({ meta, ctx, next }) => {
    const actor = signedIn(ctx.actor);
    if (!admits(actor)) throw refused('FORBIDDEN');
    declareCaching(meta, ctx);
    return withProductErrors(await next({ ctx: { actor, user: actor.user } }));
  });
}

/** Any signed-in user, whatever the role. */
export const userProcedure = signedInProcedure(() => true);

/** docs/rules/roles.md, Who may do what: Admin and SuperAdmin. */
export const staffProcedure = signedInProcedure(isStaff);

/** docs/rules/roles.md, Who may do what: users, locations, specials and settings are SuperAdmin only. */
export const superAdminProcedure = signedInProcedure((actor) => actor.user.role === 'SuperAdmin');

/** docs/rules/roles.md, Drivers: the driver's screen is Drivers only; a driver is not staff (docs/decisions/0089-driver-role.md). */
export const driverProcedure = signedInProcedure((actor) => actor.user.role === 'Driver');

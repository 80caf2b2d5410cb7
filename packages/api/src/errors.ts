import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';

/**
 * The product's error codes. One table maps each to its tRPC code and HTTP status, so the
 * tRPC routers and the REST compatibility layer answer the same failure the same way.
 */
export const appErrorCodes = {
  BAD_INPUT: { trpc: 'BAD_REQUEST', status: 400 },
  UNAUTHENTICATED: { trpc: 'UNAUTHORIZED', status: 401 },
  FORBIDDEN: { trpc: 'FORBIDDEN', status: 403 },
  NOT_FOUND: { trpc: 'NOT_FOUND', status: 404 },
  CONFLICT: { trpc: 'CONFLICT', status: 409 },
  PAYMENT_FAILED: { trpc: 'UNPROCESSABLE_CONTENT', status: 422 },
  RATE_LIMITED: { trpc: 'TOO_MANY_REQUESTS', status: 429 },
  UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', status: 503 },
  INTERNAL: { trpc: 'INTERNAL_SERVER_ERROR', status: 500 },
} as const satisfies Record<string, { trpc: TRPC_ERROR_CODE_KEY; status: number }>;

export type AppErrorCode = keyof typeof appErrorCodes;

/** A failure with a message that may be shown to the user as it is. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details?: Record<string, unknown>;

  constructor(code: AppErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return appErrorCodes[this.code].status;
  }

  toTRPCError(): TRPCError {
    return new TRPCError({ code: appErrorCodes[this.code].trpc, message: this.message, cause: this });
  }
}

export const UNAUTHENTICATED_MESSAGE = 'Please log in to continue.';
export const FORBIDDEN_MESSAGE = 'You do not have permission to do that.';
export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

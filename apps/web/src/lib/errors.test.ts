import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { userMessage } from './errors';

function clientError(message: string, data: Record<string, unknown>) {
  return TRPCClientError.from({ error: { message, code: -32600, data } });
}

describe('userMessage', () => {
  it("shows the server's message for an application error", () => {
    const error = clientError('Incorrect email or password.', {
      appCode: 'UNAUTHENTICATED',
      code: 'UNAUTHORIZED',
    });
    expect(userMessage(error, 'fallback')).toBe('Incorrect email or password.');
  });

  it('falls back for errors without an application code', () => {
    const error = clientError('No procedure found on path "leads.create"', {
      appCode: null,
      code: 'NOT_FOUND',
    });
    expect(userMessage(error, 'There was an error.')).toBe('There was an error.');
  });

  it('falls back for anything that is not a tRPC error', () => {
    expect(userMessage(new TypeError('Failed to fetch'), 'There was an error.')).toBe('There was an error.');
    expect(userMessage(undefined, 'There was an error.')).toBe('There was an error.');
  });
});

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

  it('falls back for a refused request without an application code', () => {
    const error = clientError('No procedure found on path "leads.create"', {
      appCode: null,
      code: 'NOT_FOUND',
      httpStatus: 404,
    });
    expect(userMessage(error, 'There was an error.')).toBe('There was an error.');
  });

  it('says a failure on our side is ours, not a wrong input', () => {
    const error = clientError('Internal server error', {
      appCode: null,
      code: 'INTERNAL_SERVER_ERROR',
      httpStatus: 500,
    });
    expect(userMessage(error, 'Incorrect email or password.')).toBe(
      'Something went wrong on our side. Please try again.',
    );
    const notOurApi = TRPCClientError.from(new Error('Unexpected token < in JSON'));
    expect(userMessage(notOurApi, 'Incorrect email or password.')).toBe(
      'Something went wrong on our side. Please try again.',
    );
  });

  it('says a request that never arrived is a network error (docs/rules/messages.md, Order flow, payments and settings: errors)', () => {
    const lost = TRPCClientError.from(new TypeError('Failed to fetch'));
    expect(userMessage(lost, 'Incorrect email or password.')).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(userMessage(new TypeError('Failed to fetch'), 'There was an error.')).toBe(
      'Network error. Please check your connection and try again.',
    );
  });

  it('falls back for anything else', () => {
    expect(userMessage(undefined, 'There was an error.')).toBe('There was an error.');
    expect(userMessage(new Error('boom'), 'There was an error.')).toBe('There was an error.');
  });
});

import { describe, expect, it } from 'vitest';
import { createOneTimeToken, oneTimeSecretMatches, parseOneTimeToken } from './oneTimeToken';

const now = new Date('2030-01-10T12:00:00Z');

describe('one-time tokens (verification and reset links)', () => {
  it('lasts 24 hours for a verification and 1 hour for a reset (docs/rules/accounts.md, Sessions and tokens)', () => {
    expect(createOneTimeToken('verifyEmail', now).expiresAt.getTime() - now.getTime()).toBe(24 * 3600_000);
    expect(createOneTimeToken('resetPassword', now).expiresAt.getTime() - now.getTime()).toBe(3600_000);
  });

  it('has three dot-separated parts and parses back to its row id and secret', () => {
    const issued = createOneTimeToken('verifyEmail', now);
    expect(issued.token.split('.')).toHaveLength(3);
    expect(issued.token.startsWith('ve.')).toBe(true);
    const parsed = parseOneTimeToken('verifyEmail', issued.token);
    expect(parsed?.id).toBe(issued.id);
    expect(oneTimeSecretMatches(parsed!.secret, issued.tokenHash)).toBe(true);
    expect(issued.tokenHash).not.toContain(parsed!.secret);
  });

  it('refuses a token of the other purpose, a wrong secret and malformed text', () => {
    const reset = createOneTimeToken('resetPassword', now);
    expect(parseOneTimeToken('verifyEmail', reset.token)).toBeNull();
    const parsed = parseOneTimeToken('resetPassword', reset.token)!;
    const flipped = `${parsed.secret.slice(0, -1)}${parsed.secret.endsWith('a') ? 'b' : 'a'}`;
    expect(oneTimeSecretMatches(flipped, reset.tokenHash)).toBe(false);
    expect(oneTimeSecretMatches(parsed.secret, 'not-a-hash')).toBe(false);
    for (const bad of ['', 'pr..', 'pr.abc.def', `${reset.token}x`, reset.token.toUpperCase(), 'a\\b\\c']) {
      expect(parseOneTimeToken('resetPassword', bad)).toBeNull();
    }
  });
});

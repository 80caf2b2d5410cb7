import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('the listen address (docs/decisions/0031-server-listen-address.md)', () => {
  it('is this machine only unless HOST says otherwise', () => {
    expect(loadEnv({}).HOST).toBe('127.0.0.1');
    expect(loadEnv({ HOST: '' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});

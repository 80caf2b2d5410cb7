import { describe, expect, it } from 'vitest';
import { loadConfig, loadEnv } from './env';

describe('the listen address (docs/decisions/0031-server-listen-address.md)', () => {
  it('is this machine only unless HOST says otherwise', () => {
    expect(loadEnv({}).HOST).toBe('127.0.0.1');
    expect(loadEnv({ HOST: '' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});

describe('ALLOWED_ORIGINS (docs/decisions/0065-security-allowed-origins.md)', () => {
  it('is a comma-separated list of origins, read as the browser sends them', () => {
    const site = { PUBLIC_URL: 'https://laundry.example' };
    expect(loadConfig(site).auth.allowedOrigins).toEqual([]);
    expect(loadConfig({ ...site, ALLOWED_ORIGINS: '' }).auth.allowedOrigins).toEqual([]);
    expect(
      loadConfig({
        ...site,
        ALLOWED_ORIGINS: ' http://localhost:5173, https://Shop.Example.com/ ,https://shop.example.com:443,',
      }).auth.allowedOrigins,
    ).toEqual(['http://localhost:5173', 'https://shop.example.com', 'https://shop.example.com']);
  });

  it("adds this machine's loopback addresses when PUBLIC_URL is unset (npm start on localhost)", () => {
    expect(loadConfig({}).auth.allowedOrigins).toEqual(['http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(loadConfig({ PORT: '4321' }).auth.allowedOrigins).toEqual([
      'http://127.0.0.1:4321',
      'http://[::1]:4321',
    ]);
  });

  it.each([
    'shop.example.com',
    'https://shop.example.com/app',
    'https://shop.example.com/?a=1',
    'https://user:pass@shop.example.com',
    'ftp://shop.example.com',
    'null',
  ])('refuses %s, which is no origin', (entry) => {
    expect(() => loadEnv({ ALLOWED_ORIGINS: `http://localhost:5173,${entry}` })).toThrow(
      `Invalid configuration: ALLOWED_ORIGINS: "${entry}" is not an origin`,
    );
  });
});

describe('CLOCK_START (docs/decisions/0097-test-clock.md)', () => {
  it('is the real clock when unset', () => {
    const before = Date.now();
    const now = loadConfig({ NODE_ENV: 'test' }).now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('starts the clock at the instant given and lets it run on, in tests', () => {
    const config = loadConfig({ NODE_ENV: 'test', CLOCK_START: '2027-03-02T09:30:00-05:00' });
    const first = config.now().getTime();
    const start = Date.parse('2027-03-02T14:30:00Z');
    expect(first).toBeGreaterThanOrEqual(start);
    expect(first - start).toBeLessThan(1_000);
    const later = Date.now() + 20;
    while (Date.now() < later) {
      // the clock runs: wait 20 ms of real time
    }
    expect(config.now().getTime()).toBeGreaterThanOrEqual(first + 20);
  });

  it.each(['development', 'production'])('is refused outside tests (NODE_ENV=%s)', (NODE_ENV) => {
    expect(() => loadConfig({ NODE_ENV, CLOCK_START: '2027-03-02T09:30:00-05:00' })).toThrow(
      'Invalid configuration: CLOCK_START: only with NODE_ENV=test',
    );
  });

  it("sends texts to Twilio's stand-in at TWILIO_API_BASE_URL, in tests only", () => {
    const twilio = {
      TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
      TWILIO_AUTH_TOKEN: 'stand-in-auth-token',
      TWILIO_FROM: '+12125550100',
      TWILIO_API_BASE_URL: 'http://127.0.0.1:4999',
    };
    expect(loadConfig({ NODE_ENV: 'test', ...twilio }).integrations.twilio?.apiBaseUrl).toBe(
      'http://127.0.0.1:4999',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...twilio })).toThrow(
      'Invalid configuration: TWILIO_API_BASE_URL: only with NODE_ENV=test',
    );
    expect(
      loadConfig({ NODE_ENV: 'production', ...twilio, TWILIO_API_BASE_URL: '' }).integrations.twilio,
    ).not.toHaveProperty('apiBaseUrl');
  });

  it('must be an instant with its offset', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', CLOCK_START: 'next Tuesday' })).toThrow(
      /^Invalid configuration: CLOCK_START: /,
    );
  });
});

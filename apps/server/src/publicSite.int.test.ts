import { leads, outbox } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig, loadEnv } from './env';

let database: Database;
let app: FastifyInstance;
const site = loadConfig({
  MAP_TILE_URL: 'http://tiles.example.test:8080/{z}/{x}/{y}.png',
  MAP_TILE_ATTRIBUTION: 'Tiles by the test',
  STAFF_NOTIFY_EMAIL: 'staff@chain.test',
}).site;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({ database, site });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const trpcQuery = async (path: string, input?: unknown) => {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await app.inject(`/trpc/${path}${query}`);
  return { status: response.statusCode, body: response.json() };
};

describe('public site configuration', () => {
  it('serves the configured tile server to the client and allows it in the CSP', async () => {
    const { body } = await trpcQuery('publicConfig.get');
    expect(body.result.data).toEqual({
      mapTiles: { url: 'http://tiles.example.test:8080/{z}/{x}/{y}.png', attribution: 'Tiles by the test' },
    });
    const response = await app.inject('/meta.json');
    expect(response.headers['content-security-policy']).toMatch(
      /img-src 'self' data: https: http:\/\/tiles\.example\.test:8080/,
    );
  });

  it('defaults to OpenStreetMap with its attribution', async () => {
    // The defaults are applied where the configuration is built, not inside the services.
    expect(loadConfig({}).site).toEqual({
      staffNotifyEmail: 'orders@freshpress.example',
      mapTiles: {
        url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: expect.stringContaining('OpenStreetMap'),
      },
    });
    const plain = await buildApp({ database });
    const response = await plain.inject('/trpc/publicConfig.get');
    expect(response.json().result.data.mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap'),
    });
    await plain.close();
  });

  it('refuses a tile URL without its placeholders', () => {
    expect(() => loadEnv({ MAP_TILE_URL: 'https://tiles.test/tile.png' })).toThrow(/MAP_TILE_URL/);
  });

  it('GET /map-tiles/:z/:x/:y.png answers a plain 256 px PNG', async () => {
    const response = await app.inject('/map-tiles/11/603/769.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const png = response.rawPayload;
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(256);
    expect(png.readUInt32BE(20)).toBe(256);
    expect((await app.inject('/map-tiles/99/1/1.png')).statusCode).toBe(404);
    expect((await app.inject('/map-tiles/a/1/1.png')).statusCode).toBe(404);
  });
});

describe('POST /api/leads', () => {
  it('stores the lead and queues the staff e-mail, like leads.create', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: {
        kind: 'business',
        name: 'Rest Client',
        company: 'Gym Co',
        email: 'rest@gym.test',
        message: 'Towels, daily.',
      },
    });
    expect(response.statusCode).toBe(201);
    const { _id } = response.json();
    const [row] = await database.db.select().from(leads).where(eq(leads.id, _id));
    expect(row).toMatchObject({ kind: 'business', company: 'Gym Co' });
    const mails = (await database.db.select().from(outbox)).filter((m) => m.body.includes(_id));
    expect(mails.map((m) => m.to)).toEqual(['staff@chain.test']);
  });

  it('answers 400 with the form message for a bad body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { kind: 'contact', name: 'X', email: 'nope', message: 'Hi' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Please enter a valid email address.',
      message: 'Please enter a valid email address.',
    });
  });

  it('limits one address to 10 leads an hour, answering 429 with Retry-After', async () => {
    const limited = await buildApp({ database });
    const send = (n: number) =>
      limited.inject({
        method: 'POST',
        url: '/api/leads',
        remoteAddress: '203.0.113.9',
        payload: { kind: 'contact', name: 'Flood', email: `flood${n}@spam.test`, message: 'Hi' },
      });
    for (let n = 0; n < 10; n += 1) expect((await send(n)).statusCode).toBe(201);
    const refused = await send(10);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error).toMatch(/^Too many attempts\./);
    await limited.close();
  });
});

import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';

// tRPC's JSON answers leave whole, with their length (docs/decisions/0110-trpc-answers-whole.md).
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({ database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const input = encodeURIComponent(JSON.stringify({}));

describe("tRPC's answers", () => {
  it('sends a JSON answer whole, with its length, not chunked', async () => {
    const response = await app.inject(`/trpc/publicConfig.get?input=${input}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toHaveProperty('result.data');
  });

  it("keeps an error's status and the headers every answer has", async () => {
    const response = await app.inject(`/trpc/orders.list?input=${input}`);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.json()).toMatchObject({ error: { data: { code: 'UNAUTHORIZED', httpStatus: 401 } } });
  });

  it('answers a batch whole too', async () => {
    const response = await app.inject(`/trpc/publicConfig.get,publicConfig.get?batch=1&input=${input}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.json()).toHaveLength(2);
  });

  it('streams an answer asked for as JSON lines, as tRPC sends it', async () => {
    const response = await app.inject({
      url: `/trpc/publicConfig.get?batch=1&input=${input}`,
      headers: { 'trpc-accept': 'application/jsonl' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.body.trim().split('\n').length).toBeGreaterThan(1);
  });
});

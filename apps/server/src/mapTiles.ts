import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const TILE_SIZE = 256;
const LAND = [0xee, 0xf3, 0xf5] as const;
const GRID = [0xd5, 0xe2, 0xe8] as const;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256 x 256 RGB PNG: a pale ground with a faint grid, so panning the map is visible. */
function plainTilePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_SIZE, 0);
  header.writeUInt32BE(TILE_SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, no filter method, no interlace
  const rowBytes = 1 + TILE_SIZE * 3;
  const pixels = Buffer.alloc(rowBytes * TILE_SIZE);
  for (let y = 0; y < TILE_SIZE; y += 1) {
    pixels[y * rowBytes] = 0; // filter: none
    for (let x = 0; x < TILE_SIZE; x += 1) {
      const colour = x % 64 === 0 || y % 64 === 0 ? GRID : LAND;
      pixels.set(colour, y * rowBytes + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * GET /map-tiles/:z/:x/:y.png: the same plain tile for every position. It lets the locations map work
 * with no tile server at all (offline, and in the end-to-end tests, where a failed tile would log a
 * browser error): set MAP_TILE_URL=/map-tiles/{z}/{x}/{y}.png. It carries no map data.
 */
export function registerMapTiles(app: FastifyInstance): void {
  const tile = plainTilePng();
  app.get<{ Params: { z: string; x: string; y: string } }>(
    '/map-tiles/:z/:x/:y.png',
    async (request, reply) => {
      const { z, x, y } = request.params;
      if (![z, x, y].every((part) => /^\d{1,7}$/.test(part)) || Number(z) > 22) {
        return reply.code(404).send({ error: 'Not found.' });
      }
      return reply
        .header('Content-Type', 'image/png')
        .header('Cache-Control', 'public, max-age=86400')
        .send(tile);
    },
  );
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm start` and the Dockerfile run the compiled server with the same node options and malloc setting
// (docs/decisions/0107-server-memory.md): a young generation of at most 16 MB a semi-space, an old generation of at most
// 1 GB, two malloc arenas.
const root = path.resolve(import.meta.dirname, '../../..');
const startScript = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start;
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const dockerCommand = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)?.[1] ?? '[]') as string[];

describe('the server start command', () => {
  it('npm start runs the compiled server with two malloc arenas, a young generation of 16 MB a semi-space and an old generation of 1 GB', () => {
    expect(startScript).toMatch(
      /&& MALLOC_ARENA_MAX=2 node --max-semi-space-size=16 --max-old-space-size=1024 apps\/server\/dist\/main\.js$/,
    );
  });

  it('the Dockerfile runs it with the same options and setting', () => {
    expect(dockerCommand).toEqual([
      'node',
      '--max-semi-space-size=16',
      '--max-old-space-size=1024',
      'apps/server/dist/main.js',
    ]);
    expect(dockerfile).toMatch(/^ENV MALLOC_ARENA_MAX=2$/m);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The suite runs on the Node.js the root package.json pins as a development dependency: npm puts its binary first
// on every script's PATH, whatever Node the machine has (docs/decisions/0054-node-24-compiled-server.md).
const rootManifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '..', 'package.json'), 'utf8'),
) as { devDependencies: Record<string, string>; engines: { node: string } };

describe('the Node.js the tests run on', () => {
  it('is the pinned node development dependency, Node.js 24', () => {
    expect(rootManifest.devDependencies.node).toMatch(/^24\.\d+\.\d+$/);
    expect(process.versions.node).toBe(rootManifest.devDependencies.node);
  });
});

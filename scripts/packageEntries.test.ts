import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Each package's surface is the entry points its package.json names; Biome refuses any other import of it
// (docs/decisions/0103-package-entry-points.md).
const root = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const packages = readdirSync(path.join(root, 'packages')).map((folder) => {
  const manifest = readJson(`packages/${folder}/package.json`) as {
    name: string;
    exports: Record<string, string>;
  };
  return { name: manifest.name, entries: Object.keys(manifest.exports) };
});

interface RestrictedImports {
  options: { patterns?: { group: string[] }[] };
}
const biome = readJson('biome.json') as {
  linter: { rules: { style: { noRestrictedImports: RestrictedImports } } };
  overrides: {
    includes: string[];
    linter?: { rules?: { style?: { noRestrictedImports?: RestrictedImports } } };
  }[];
};
const deepImportGroup = (rule: RestrictedImports) =>
  rule.options.patterns?.find((pattern) => pattern.group[0] === '@laundry/*/**')?.group;

describe('package entry points', () => {
  it('are named: no package exports a pattern of its files', () => {
    for (const { name, entries } of packages) {
      for (const entry of entries) expect(entry, name).not.toContain('*');
    }
  });

  it("are exactly what the deep-import lint lets through, everywhere the lint's options are set", () => {
    const allowed = packages
      .flatMap(({ name, entries }) =>
        entries.filter((entry) => entry !== '.').map((entry) => `!${name}${entry.slice(1)}`),
      )
      .map((entry) => (entry.startsWith('!@laundry/validators/') ? '!@laundry/validators/*' : entry));
    const expected = ['@laundry/*/**', ...new Set(allowed)].sort();
    const rules = [
      biome.linter.rules.style.noRestrictedImports,
      ...biome.overrides.flatMap((override) => override.linter?.rules?.style?.noRestrictedImports ?? []),
    ];
    expect(rules.length).toBeGreaterThan(1);
    for (const rule of rules) expect([...(deepImportGroup(rule) ?? [])].sort()).toEqual(expected);
  });
});

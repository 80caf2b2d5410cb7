// Builds the server to dist/main.js for plain `node` (docs/decisions/0054-node-24-compiled-server.md).
// The @laundry/* workspace packages export TypeScript, so they are bundled in; every npm package stays an
// import of node_modules, and each must be a runtime dependency of this app or of a bundled workspace
// package, so that `npm ci --omit=dev` installs what dist/main.js needs.
//
// dist/main.js sits as deep below the repository root as src/main.ts and packages/*/src/*.ts do, so the
// paths found from import.meta.url (drizzle/ in packages/db/src/migrate.ts; apps/web/dist and the root
// package.json in src/app.ts) name the same files from the bundle as from the sources.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = import.meta.dirname;
const repositoryRoot = path.resolve(serverRoot, '../..');
const outfile = path.join(serverRoot, 'dist/main.js');

const readPackage = (folder) => JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
/** `@scope/name/sub/path` -> `@scope/name`, `name/sub` -> `name`. */
const packageNameOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const builtins = new Set(builtinModules);

/** npm package name -> the files that import it. */
const external = new Map();
const keepNpmPackagesExternal = {
  name: 'keep-npm-packages-external',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('@laundry/')) return undefined;
      if (args.path.startsWith('node:') || builtins.has(args.path))
        return { path: args.path, external: true };
      const name = packageNameOf(args.path);
      if (!external.has(name)) external.set(name, new Set());
      external.get(name).add(path.relative(repositoryRoot, args.importer));
      return { path: args.path, external: true };
    });
  },
};

const result = await build({
  entryPoints: [path.join(serverRoot, 'src/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
  plugins: [keepNpmPackagesExternal],
});

// Which package.json must list each npm import: the one of the workspace the importing file belongs to.
const workspaceOf = (file) => {
  const [top, name] = file.split(path.sep);
  return top === 'apps' || top === 'packages' ? path.join(repositoryRoot, top, name) : repositoryRoot;
};
const missing = [];
for (const [name, importers] of external) {
  for (const importer of importers) {
    const folder = workspaceOf(importer);
    const pkg = readPackage(folder);
    if (!pkg.dependencies?.[name] && !pkg.peerDependencies?.[name])
      missing.push(
        `${name} (imported by ${importer}) is not in ${path.relative(repositoryRoot, folder)}/package.json "dependencies"`,
      );
  }
}
if (missing.length > 0) {
  console.error(
    `The server's runtime needs packages that npm ci --omit=dev would leave out:\n  ${missing.join('\n  ')}`,
  );
  process.exit(1);
}

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `${path.relative(repositoryRoot, outfile)}: ${Math.round(bytes / 1024)} kB with map, ${external.size} npm packages left to node_modules`,
);

// `npm test` runs its stages through this script (root package.json): each command in its turn, as `&&` would,
// with the wall time of each printed when it ends and all of them at the end, so a slow stage shows in every
// run's log. The first stage that fails stops the run with that stage's exit code.
//   node scripts/testStages.mjs 'npm run check' 'npm run test:unit' ...
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { pathToFileURL } from 'node:url';

/** 950 -> '0.9s', 83_400 -> '1m 23.4s'. */
export function formatDuration(ms) {
  const tenths = Math.floor(ms / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = ((tenths % 600) / 10).toFixed(1);
  return minutes > 0 ? `${minutes}m ${seconds.padStart(4, '0')}s` : `${seconds}s`;
}

/**
 * The table printed at the end: one line per stage that ran, then the total.
 * @param {{ command: string, ms: number, code: number }[]} results
 */
export function stageTable(results) {
  const rows = results.map(({ command, ms, code }) => [
    formatDuration(ms),
    code === 0 ? command : `${command} (failed)`,
  ]);
  rows.push([formatDuration(results.reduce((sum, { ms }) => sum + ms, 0)), 'total']);
  const width = Math.max(...rows.map(([time]) => time.length));
  return ['Stage times:', ...rows.map(([time, what]) => `  ${time.padStart(width)}  ${what}`)].join('\n');
}

/**
 * A stage as the shell runs it, its output straight to ours; resolves to its exit code
 * (128 + the signal's number when a signal ended it, as a shell reports it).
 * @param {string} command
 * @returns {Promise<number>}
 */
function runInShell(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`Could not start "${command}": ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) =>
      resolve(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0)),
    );
  });
}

/**
 * Runs the stages in order and stops at the first that fails. Resolves to the exit code for the whole run.
 * @param {string[]} commands
 * @param {{ run?: (command: string) => Promise<number>, log?: (line: string) => void, now?: () => number }} [io]
 */
export async function runStages(
  commands,
  { run = runInShell, log = console.log, now = performance.now.bind(performance) } = {},
) {
  /** @type {{ command: string, ms: number, code: number }[]} */
  const results = [];
  for (const command of commands) {
    log(`\n▶ ${command}`);
    const started = now();
    const code = await run(command);
    const ms = now() - started;
    results.push({ command, ms, code });
    if (code !== 0) {
      log(`\n✗ ${command}: exit code ${code} after ${formatDuration(ms)}\n${stageTable(results)}`);
      return code;
    }
    log(`✓ ${command} (${formatDuration(ms)})`);
  }
  log(`\n${stageTable(results)}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const commands = process.argv.slice(2);
  if (commands.length === 0) {
    console.error("Usage: node scripts/testStages.mjs 'command' ['command' ...]");
    process.exitCode = 2;
  } else {
    // npm puts node_modules/.bin first on a script's PATH, so the `node` development dependency runs every stage
    // (docs/decisions/0054-node-24-compiled-server.md); the line shows which one did.
    console.log(`Node.js ${process.version} at ${process.execPath}`);
    process.exitCode = await runStages(commands);
  }
}

// The first step of `npm test`: the end-to-end tests launch the browser at CHROMIUM_PATH, else Debian's old
// headless shell (package `chromium-headless-shell`), else Debian's full Chromium (e2e/playwright.config.ts reads
// the same choice through `e2eBrowserPath`). The headless shell draws no window and cost 29 % less CPU than the full
// browser over the same tests (docs/decisions/0105-e2e-headless-shell-two-workers.md). Where it is missing and this
// runs as root with apt-get (as .ci/run does), it is installed; elsewhere the full Chromium serves, and with neither
// the run stops here, before the first test, with the one command to run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';
export const APT_INSTALL =
  'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell';

/**
 * What to do about the browser.
 * @param {{ chromiumPath?: string, exists: (path: string) => boolean, isRoot: boolean, hasAptGet: boolean }} facts
 * @returns {{ action: 'ok' | 'install' | 'stop', path: string, message?: string }}
 */
export function chromiumPlan({ chromiumPath, exists, isRoot, hasAptGet }) {
  if (chromiumPath) {
    if (exists(chromiumPath)) return { action: 'ok', path: chromiumPath };
    return {
      action: 'stop',
      path: chromiumPath,
      message: `No browser at CHROMIUM_PATH=${chromiumPath}. Point CHROMIUM_PATH at a Chromium, or unset it to use ${HEADLESS_SHELL}.`,
    };
  }
  if (exists(HEADLESS_SHELL)) return { action: 'ok', path: HEADLESS_SHELL };
  if (isRoot && hasAptGet) return { action: 'install', path: HEADLESS_SHELL };
  if (exists(FULL_CHROMIUM)) return { action: 'ok', path: FULL_CHROMIUM };
  const command = hasAptGet ? `sudo sh -c '${APT_INSTALL}'` : 'CHROMIUM_PATH=/path/to/chromium npm test';
  return {
    action: 'stop',
    path: HEADLESS_SHELL,
    message: `The end-to-end tests need Chromium at ${HEADLESS_SHELL} or ${FULL_CHROMIUM}, and there is none. Run:\n  ${command}`,
  };
}

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The browser the end-to-end tests launch: the path `chromiumPlan` settles on where nothing may be installed
 * (CHROMIUM_PATH, else the headless shell, else the full Chromium).
 */
export function e2eBrowserPath(env = process.env) {
  return chromiumPlan({
    chromiumPath: env.CHROMIUM_PATH,
    exists: isExecutable,
    isRoot: false,
    hasAptGet: false,
  }).path;
}

const aptGetPresent = () => spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;

function main() {
  const facts = {
    chromiumPath: process.env.CHROMIUM_PATH,
    exists: isExecutable,
    isRoot: process.getuid?.() === 0,
    hasAptGet: aptGetPresent(),
  };
  const plan = chromiumPlan(facts);
  if (plan.action === 'ok') return 0;
  if (plan.action === 'install') {
    console.log(`No Chromium at ${plan.path}: installing Debian's chromium-headless-shell package.`);
    const install = spawnSync('sh', ['-c', APT_INSTALL], { stdio: 'inherit' });
    if (install.status === 0 && isExecutable(plan.path)) return 0;
    if (isExecutable(FULL_CHROMIUM)) {
      console.log(`Installing it failed; the tests run in ${FULL_CHROMIUM} instead.`);
      return 0;
    }
    console.error(`Installing chromium-headless-shell failed. Run:\n  ${APT_INSTALL}`);
    return 1;
  }
  console.error(plan.message);
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main();

// The first step of `npm test`: the end-to-end tests launch the Chromium at CHROMIUM_PATH, else
// /usr/bin/chromium (e2e/playwright.config.ts). When there is none, Debian's `chromium` package is installed
// where this runs as root with apt-get (as .ci/run does); elsewhere the run stops here, before the first
// test, with the one command to run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const APT_INSTALL =
  'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium';

/**
 * What to do about the browser.
 * @param {{ chromiumPath?: string, exists: (path: string) => boolean, isRoot: boolean, hasAptGet: boolean }} facts
 * @returns {{ action: 'ok' | 'install' | 'stop', path: string, message?: string }}
 */
export function chromiumPlan({ chromiumPath, exists, isRoot, hasAptGet }) {
  const path = chromiumPath || DEFAULT_CHROMIUM;
  if (exists(path)) return { action: 'ok', path };
  if (path !== DEFAULT_CHROMIUM) {
    return {
      action: 'stop',
      path,
      message: `No browser at CHROMIUM_PATH=${path}. Point CHROMIUM_PATH at a Chromium, or unset it to use ${DEFAULT_CHROMIUM}.`,
    };
  }
  if (isRoot && hasAptGet) return { action: 'install', path };
  const command = hasAptGet ? `sudo sh -c '${APT_INSTALL}'` : 'CHROMIUM_PATH=/path/to/chromium npm test';
  return {
    action: 'stop',
    path,
    message: `The end-to-end tests need Chromium at ${DEFAULT_CHROMIUM}, and there is none. Run:\n  ${command}`,
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
    console.log(`No Chromium at ${plan.path}: installing Debian's chromium package.`);
    const install = spawnSync('sh', ['-c', APT_INSTALL], { stdio: 'inherit' });
    if (install.status === 0 && isExecutable(plan.path)) return 0;
    console.error(`Installing chromium failed. Run:\n  ${APT_INSTALL}`);
    return 1;
  }
  console.error(plan.message);
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main();

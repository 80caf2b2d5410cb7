import { describe, expect, it } from 'vitest';
import {
  APT_INSTALL,
  chromiumPlan,
  e2eBrowserPath,
  FULL_CHROMIUM,
  HEADLESS_SHELL,
} from './ensureChromium.mjs';

const only =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path);

// docs/decisions/0105-e2e-headless-shell-two-workers.md
describe('chromiumPlan', () => {
  it('goes on with the headless shell when it is there, full Chromium or not', () => {
    for (const exists of [only(HEADLESS_SHELL), only(HEADLESS_SHELL, FULL_CHROMIUM)]) {
      expect(chromiumPlan({ exists, isRoot: true, hasAptGet: true })).toEqual({
        action: 'ok',
        path: HEADLESS_SHELL,
      });
    }
  });

  it('goes on with the browser at CHROMIUM_PATH', () => {
    const plan = chromiumPlan({
      chromiumPath: '/opt/chromium/chrome',
      exists: only('/opt/chromium/chrome'),
      isRoot: true,
      hasAptGet: true,
    });
    expect(plan).toEqual({ action: 'ok', path: '/opt/chromium/chrome' });
  });

  it('installs the headless shell as root where apt-get is, even beside a full Chromium', () => {
    for (const exists of [only(), only(FULL_CHROMIUM)]) {
      expect(chromiumPlan({ exists, isRoot: true, hasAptGet: true })).toEqual({
        action: 'install',
        path: HEADLESS_SHELL,
      });
    }
    expect(APT_INSTALL).toContain('apt-get install -y -qq chromium-headless-shell');
  });

  it('goes on with the full Chromium where nothing may be installed', () => {
    expect(chromiumPlan({ exists: only(FULL_CHROMIUM), isRoot: false, hasAptGet: true })).toEqual({
      action: 'ok',
      path: FULL_CHROMIUM,
    });
    expect(chromiumPlan({ exists: only(FULL_CHROMIUM), isRoot: true, hasAptGet: false })).toEqual({
      action: 'ok',
      path: FULL_CHROMIUM,
    });
  });

  it('stops with the apt-get command when not root and there is no browser', () => {
    const plan = chromiumPlan({ exists: only(), isRoot: false, hasAptGet: true });
    expect(plan.action).toBe('stop');
    expect(plan.message).toContain(`sudo sh -c '${APT_INSTALL}'`);
  });

  it('stops with the CHROMIUM_PATH command where there is no apt-get', () => {
    const plan = chromiumPlan({ exists: only(), isRoot: true, hasAptGet: false });
    expect(plan.action).toBe('stop');
    expect(plan.message).toContain('CHROMIUM_PATH=/path/to/chromium npm test');
  });

  it('never installs over a CHROMIUM_PATH that names no browser', () => {
    const plan = chromiumPlan({
      chromiumPath: '/opt/missing',
      exists: only(HEADLESS_SHELL, FULL_CHROMIUM),
      isRoot: true,
      hasAptGet: true,
    });
    expect(plan.action).toBe('stop');
    expect(plan.message).toContain('CHROMIUM_PATH=/opt/missing');
  });
});

describe('e2eBrowserPath', () => {
  it('is CHROMIUM_PATH when it is set', () => {
    expect(e2eBrowserPath({ CHROMIUM_PATH: '/opt/chromium/chrome' })).toBe('/opt/chromium/chrome');
  });

  it('is otherwise one of the two Debian browsers', () => {
    expect([HEADLESS_SHELL, FULL_CHROMIUM]).toContain(e2eBrowserPath({}));
  });
});

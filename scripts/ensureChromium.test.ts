import { describe, expect, it } from 'vitest';
import { APT_INSTALL, chromiumPlan, DEFAULT_CHROMIUM } from './ensureChromium.mjs';

const only =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path);

describe('chromiumPlan', () => {
  it('goes on when /usr/bin/chromium is there', () => {
    const plan = chromiumPlan({ exists: only(DEFAULT_CHROMIUM), isRoot: false, hasAptGet: false });
    expect(plan).toEqual({ action: 'ok', path: DEFAULT_CHROMIUM });
  });

  it('goes on with the browser at CHROMIUM_PATH', () => {
    const plan = chromiumPlan({
      chromiumPath: '/opt/chromium/chrome',
      exists: only('/opt/chromium/chrome'),
      isRoot: false,
      hasAptGet: false,
    });
    expect(plan).toEqual({ action: 'ok', path: '/opt/chromium/chrome' });
  });

  it('installs Debian chromium as root where apt-get is', () => {
    const plan = chromiumPlan({ exists: only(), isRoot: true, hasAptGet: true });
    expect(plan).toEqual({ action: 'install', path: DEFAULT_CHROMIUM });
  });

  it('stops with the apt-get command when not root', () => {
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
      exists: only(DEFAULT_CHROMIUM),
      isRoot: true,
      hasAptGet: true,
    });
    expect(plan.action).toBe('stop');
    expect(plan.message).toContain('CHROMIUM_PATH=/opt/missing');
  });
});

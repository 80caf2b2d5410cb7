import { describe, expect, it } from 'vitest';
import { shouldShowInstallHint } from './installHint';

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('shouldShowInstallHint', () => {
  it.each([
    ['an iPhone browser tab', iPhoneSafari, false, false, true],
    ['an iPhone already on the home screen', iPhoneSafari, true, false, false],
    ['an iPhone after the hint was dismissed', iPhoneSafari, false, true, false],
    ['a desktop browser', desktopChrome, false, false, false],
    ['an Android phone (it has its own install prompt)', android, false, false, false],
  ])('%s', (_name, userAgent, standalone, dismissed, expected) => {
    expect(shouldShowInstallHint({ userAgent, standalone, dismissed })).toBe(expected);
  });
});

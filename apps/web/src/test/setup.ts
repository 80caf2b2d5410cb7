import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { AREAS, activateLocale, loadAreas } from '../i18n/i18n';

// Testing Library unmounts after each test only with global test functions, which this project does not use.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// Every area's English messages, as a page has them once its route has loaded (src/i18n/i18n.ts).
await loadAreas(AREAS);
await activateLocale('en');

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only with global test functions, which this project does not use.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

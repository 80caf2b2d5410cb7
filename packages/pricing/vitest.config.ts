import { defineConfig } from 'vitest/config';

// `npm run bench` in this package: only the pricing benchmarks, one project, enough time to settle the JIT.
export default defineConfig({
  test: {
    include: [],
    benchmark: { include: ['src/**/*.bench.ts'] },
  },
});

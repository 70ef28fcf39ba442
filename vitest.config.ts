import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Two test files at a time even on two cores (Vitest's default there is one): most files spend
    // their time waiting for the processes, sockets and timers they test, not on the CPU.
    maxWorkers: 2,
  },
});

/**
 * The tests, in two projects. `fast` (`npm test`) is every `test/**\/*.test.ts`: unit tests and
 * behaviour tests over the real app, what a change needs, in about a minute. `slow` (`npm run
 * test:all` runs both) is every file named `*.slow.test.ts`: the quality sweeps, OCR quality,
 * processes killed mid-job, the store's faults over app processes, several instances. A new test
 * file is fast unless its name says it is slow.
 */
import { defineConfig } from 'vitest/config';

const slow = 'test/**/*.slow.test.ts';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // What a test waits for with expect.poll (a job done, a message posted) gets 5 s by default,
    // not Vitest's 1 s: a busy 2-core CI machine is slower than that, and a poll ends at its signal.
    // Every test must declare at least one expect (a test that checks nothing fails).
    expect: { poll: { timeout: 5000 }, requireAssertions: true },
    // Two test files at a time even on two cores (Vitest's default there is one): most files spend
    // their time waiting for the processes, sockets and timers they test, not on the CPU. Vitest's
    // own order keeps the two busy to the end: the longest files first, by its results cache
    // (node_modules/.vite/vitest), or the largest first where there is none yet (a clean clone).
    // What a test waits for is its signal (expect.poll, a tick driven by hand, a count in the
    // store), never a fixed sleep to show that nothing more happens.
    maxWorkers: 2,
    // What a test stubs or spies on is put back after it (the fast project's files share modules).
    unstubEnvs: true,
    unstubGlobals: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: ['test/**/*.test.ts'],
          exclude: [slow],
          // The files of a worker share their modules (Bolt, the app, zod's schemas are imported
          // once per worker, not once per file): two thirds of the time went into imports. A test
          // file therefore leaves no global behind (timers made real again; stubs and spies are
          // put back by the options above) and reads counters as a difference from before.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'slow', include: [slow] } },
    ],
  },
});

import { defineConfig } from "vitest/config";

// Island unit tests run in happy-dom; the Go side and real browsers are tested elsewhere.
export default defineConfig({
  esbuild: { jsx: "automatic" },
  test: {
    environment: "happy-dom",
    // Each test file in a fresh VM context of a reused process (its modules evaluated anew, so
    // the islands' module state stays the file's own), not a new process and happy-dom per
    // file: 20 s of CPU instead of 69 s for the 27 files (README, "How long it takes").
    pool: "vmForks",
    include: ["islands/**/*.test.ts", "islands/**/*.test.tsx"],
    restoreMocks: true,
    unstubGlobals: true,
    setupFiles: ["islands/test-setup.ts"],
    testTimeout: 30_000,
  },
});

import { defineConfig } from "vitest/config";

// Island unit tests run in happy-dom; the Go side and real browsers are tested elsewhere.
export default defineConfig({
  esbuild: { jsx: "automatic" },
  test: {
    environment: "happy-dom",
    include: ["islands/**/*.test.ts", "islands/**/*.test.tsx"],
    restoreMocks: true,
    unstubGlobals: true,
    setupFiles: ["islands/test-setup.ts"],
    testTimeout: 30_000,
  },
});

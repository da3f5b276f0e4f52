import { defineConfig } from "vitest/config"
import SummaryReporter from "./tests/support/summary-reporter.ts"

export default defineConfig({
  test: {
    include: ["core/test/**/*.test.ts", "adapters/test/**/*.test.ts", "apps/*/test/**/*.test.{ts,tsx}", "tests/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    reporters: ["default", new SummaryReporter()]
  }
})

import { writeFileSync } from "node:fs"
import type { Reporter, TestModule } from "vitest/node"

export interface ProjectCounts {
  readonly passed: number
  readonly failed: number
}

/** Writes the passed and failed tests of each project (one per mutant) to the JSON file MUTANT_REPORT names. */
export default class MutantReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const counts: Record<string, { passed: number; failed: number }> = {}
    for (const module of testModules) {
      const c = (counts[module.project.name] ??= { passed: 0, failed: 0 })
      const tests = [...module.children.allTests()]
      // a file that fails to load fails its project
      if (module.state() === "failed" && tests.length === 0) c.failed += 1
      for (const test of tests) {
        const state = test.result().state
        if (state === "passed") c.passed += 1
        else if (state === "failed") c.failed += 1
      }
    }
    writeFileSync(process.env.MUTANT_REPORT ?? "mutants.json", JSON.stringify({ counts, unhandledErrors: unhandledErrors.length }))
  }
}

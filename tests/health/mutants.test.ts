// Issue 34's measure "every rule has a test that fails when the rule is removed": a mutation run. The rule tests
// (core/test/rules/health) run once as they are, then once per rule of HEALTH_RULES with that rule taken out of
// the list (tests/health/mutants/vitest.mutants.config.ts, one vitest project per mutant); each mutant must
// make at least one test fail, and the control none.
import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { HEALTH_RULES } from "@initpack/core/use-cases/review/review-pack"
import type { ProjectCounts } from "./mutants/mutant-reporter"

const root = fileURLToPath(new URL("../..", import.meta.url))
const config = fileURLToPath(new URL("./mutants/vitest.mutants.config.ts", import.meta.url))

describe("health check mutants (issue 34)", () => {
  it("each rule removed from the list fails at least one rule test; the untouched list fails none", () => {
    const names = HEALTH_RULES.map((rule) => rule.name)
    // a mutant removes the rule by its name: each name once
    expect(new Set(names).size).toBe(names.length)
    const dir = mkdtempSync(join(tmpdir(), "health-mutants-"))
    const report = join(dir, "mutants.json")
    // the child is a vitest of its own, not a worker of this one
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("VITEST") && k !== "TEST" && k !== "NODE_ENV"))
    const run = spawnSync(process.execPath, [join(root, "node_modules/vitest/vitest.mjs"), "run", "--config", config], {
      cwd: root,
      env: { ...env, MUTANT_REPORT: report, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024
    })
    let counts: Record<string, ProjectCounts>
    try {
      counts = (JSON.parse(readFileSync(report, "utf8")) as { counts: Record<string, ProjectCounts> }).counts
    } catch {
      throw new Error(`the mutation run wrote no report (exit ${run.status}):\n${run.stderr.slice(-4000)}`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    expect(counts.control?.failed, "the rule tests fail with every rule in place").toBe(0)
    expect(counts.control?.passed).toBeGreaterThan(0)
    const rows = names.map((name) => [name, counts[`without ${name}`]] as const)
    console.log(`health check mutants: ${rows.filter(([, c]) => (c?.failed ?? 0) > 0).length}/${names.length} killed (control: ${counts.control?.passed} tests pass)`)
    for (const [name, c] of rows) console.log(`  without ${name}: ${c ? `${c.failed} failed, ${c.passed} passed` : "not run"}`)
    const survivors = rows.filter(([, c]) => c === undefined || c.passed + c.failed === 0 || c.failed === 0).map(([name]) => name)
    expect(survivors).toEqual([])
  }, 600_000)
})

// The mutation run of the health check (issue 34): the rule tests once as they are (the control), then once
// per rule of HEALTH_RULES with that rule removed (mutant-setup.ts), each against its family's test file.
// Run by tests/health/mutants.test.ts.
import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"
import { agileRules } from "../../../core/src/rules/health/agile"
import { budgetRules } from "../../../core/src/rules/health/budget"
import { governanceRules } from "../../../core/src/rules/health/governance"
import { planRules } from "../../../core/src/rules/health/plan"
import { riskRules } from "../../../core/src/rules/health/risks"
import { scopeRules } from "../../../core/src/rules/health/scope"
import { stakeholderCommsRules } from "../../../core/src/rules/health/stakeholders-comms"
import { wordingRules } from "../../../core/src/rules/health/wording"
import { HEALTH_RULES } from "../../../core/src/use-cases/review/review-pack"
import MutantReporter from "./mutant-reporter"

const root = fileURLToPath(new URL("../../..", import.meta.url))
const setup = fileURLToPath(new URL("./mutant-setup.ts", import.meta.url))
const ALL = "core/test/rules/health/*.test.ts"

/** Each family's rules and its test file (core/test/rules/health/<family>.test.ts). */
const FAMILIES: ReadonlyArray<readonly [ReadonlyArray<unknown>, string]> = [
  [governanceRules, "governance"],
  [scopeRules, "scope"],
  [planRules, "plan"],
  [riskRules, "risks"],
  [budgetRules, "budget"],
  [stakeholderCommsRules, "stakeholders-comms"],
  [agileRules, "agile"],
  [wordingRules, "wording"]
]

/** The test file of a rule's family; every rule test file for a rule of no family. */
const testsOf = (rule: unknown): string => {
  const family = FAMILIES.find(([rules]) => rules.includes(rule))
  return family ? `core/test/rules/health/${family[1]}.test.ts` : ALL
}

const project = (name: string, mutant: string, include: string) => ({ test: { name, root, include: [include], setupFiles: [setup], env: { HEALTH_MUTANT: mutant } } })

export default defineConfig({
  test: {
    root,
    pool: "threads",
    maxWorkers: 2,
    reporters: [new MutantReporter()],
    projects: [project("control", "", ALL), ...HEALTH_RULES.map((rule) => project(`without ${rule.name}`, rule.name, testsOf(rule)))]
  }
})

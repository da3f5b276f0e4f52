// Setup file of the mutation run (tests/health/mutants.test.ts): removes the rule HEALTH_MUTANT names from
// the health check's rule list before each test file, so the rule tests run against a check without it.
import { HEALTH_RULES } from "@initpack/core/use-cases/review/review-pack"

const name = process.env.HEALTH_MUTANT ?? ""
if (name !== "") {
  const rules = HEALTH_RULES as Array<(typeof HEALTH_RULES)[number]>
  const at = rules.findIndex((rule) => rule.name === name)
  if (at < 0) throw new Error(`The health check has no rule named ${name}.`)
  rules.splice(at, 1)
}

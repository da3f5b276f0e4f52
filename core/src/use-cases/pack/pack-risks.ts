import * as Effect from "effect/Effect"
import type { RiskInput } from "../../document/artefacts"
import type { DraftingError } from "../../drafting/drafting-error"
import { Drafter } from "../../ports/drafter"
import { riskRag } from "../../rules/risk/risk-rag"
import { plural } from "./step"

/** The risk register (waterfall.md §2 Risk Register): drafted from the context, numbered, status Open. */
export const draftRisks = (
  projectName: string,
  context: string,
  createdAt: string
): Effect.Effect<Array<RiskInput>, DraftingError, Drafter> =>
  Effect.gen(function* () {
    const drafter = yield* Drafter
    const { risks } = yield* drafter.draftRiskRegister({ project_name: projectName, text: context })
    return risks.map((r, i) => ({ id: `R${i + 1}`, ...r, status: "Open", created_at: createdAt }))
  })

/** "12 risks, 3 High, 1 Very High" by RAG label (waterfall.md §9). */
export const risksSummary = (risks: ReadonlyArray<RiskInput>): string => {
  const labels = risks.map((r) => riskRag({ likelihood: r.likelihood, impact: r.impact })?.label)
  const high = labels.filter((l) => l === "High").length
  const veryHigh = labels.filter((l) => l === "Very High").length
  return [plural(risks.length, "risk"), `${high} High`, ...(veryHigh > 0 ? [`${veryHigh} Very High`] : [])].join(", ")
}

// Risks (PRINCE2 2017 Risk theme): every item of the brief's risk context in the register; each risk with an
// owner among the stakeholders, a mitigation and a RAG rating (waterfall.md §9); high risks with a
// contingency; no duplicates.
import type { RiskInput } from "../../document/artefacts"
import { riskRag } from "../risk/risk-rag"
import { aimedAt, finding, type Draft } from "./finding"
import { list, str, type PackContext } from "./pack-context"
import { contentWords, covers, nearlySame } from "./words"

const risksOf = (ctx: PackContext): ReadonlyArray<RiskInput> => list(ctx.artefacts.risks).filter((r) => r !== null && typeof r === "object")
const titleOf = (r: RiskInput, i: number): string => str(r.title) || `Risk ${i + 1}`

/** The items of a risk context: its sentences, also split at semicolons and line breaks. */
export const riskContextItems = (context: string): ReadonlyArray<string> =>
  context
    .split(/;|\n|(?<=[.!?])\s+/)
    .map((s) => s.trim().replace(/[.;]+$/, ""))
    .filter((s) => contentWords(s).size > 0)

export const riskContextCovered = (ctx: PackContext): ReadonlyArray<Draft> => {
  const items = riskContextItems(ctx.riskContext)
  if (items.length === 0) return []
  const register = risksOf(ctx).map((r) => ({ all: contentWords(`${str(r.title)} ${str(r.description)}`), title: contentWords(str(r.title)) }))
  // an item is in the register when a risk carries most of its words, or when the item carries most of a
  // risk's title ("Box office below target" for "new musicals often sell slowly ... we need that box office money")
  return items.flatMap((item) =>
    register.some((r) => covers(contentWords(item), r.all) || (r.title.size >= 2 && covers(r.title, contentWords(item))))
      ? []
      : [finding("error", "risks.context-missing", "risks", [item], `The risk "${item}" from the brief's risk context is not in the register.`, "Add it on the Risk Register screen with its likelihood, impact, mitigation and owner.")]
  )
}

export const riskOwners = (ctx: PackContext): ReadonlyArray<Draft> => {
  const risks = risksOf(ctx)
  if (risks.length === 0) return []
  const people = list(ctx.artefacts.stakeholders).flatMap((s) => [str(s?.name), str(s?.role), str(s?.board_role)]).filter((p) => p !== "").map((p) => p.toLowerCase())
  const owners = risks.map((r) => (r as { readonly owner?: unknown }).owner)
  if (owners.every((o) => o === undefined)) {
    // the register keeps no owner field (waterfall.md §9): the owner is the stakeholder its response names
    const text = (r: RiskInput) => `${str(r.description)} ${str(r.mitigation)} ${str(r.contingency)}`.toLowerCase()
    const unownedRisks = risks.filter((r) => !people.some((p) => text(r).includes(p)))
    const unowned = unownedRisks.map((r) => titleOf(r, risks.indexOf(r)))
    if (unowned.length === 0) return []
    // the link goes to the first of them
    return [aimedAt(finding("warning", "risks.owner", "risks", unowned, unowned.length === 1 ? `The risk "${unowned[0]}" names no owner among the stakeholders.` : `${unowned.length} risks name no owner among the stakeholders.`, "Say in each risk's mitigation or contingency which stakeholder owns it (by name or role), or add that person on the Stakeholders screen."), unownedRisks[0]?.id)]
  }
  return risks.flatMap((r, i) => {
    const owner = str(owners[i])
    if (owner !== "" && people.includes(owner.toLowerCase())) return []
    return [aimedAt(finding("warning", "risks.owner", "risks", [titleOf(r, i)], owner === "" ? `The risk "${titleOf(r, i)}" has no owner.` : `The owner of the risk "${titleOf(r, i)}" (${owner}) is not among the stakeholders.`, "Pick the risk's owner from the stakeholders on the Risk Register screen."), r.id)]
  })
}

export const riskMitigation = (ctx: PackContext): ReadonlyArray<Draft> =>
  risksOf(ctx).flatMap((r, i) => (str(r.mitigation) !== "" ? [] : [aimedAt(finding("warning", "risks.mitigation", "risks", [titleOf(r, i)], `The risk "${titleOf(r, i)}" has no mitigation.`, "Write what will be done to make the risk less likely or less harmful on the Risk Register screen."), r.id)]))

export const riskRating = (ctx: PackContext): ReadonlyArray<Draft> =>
  risksOf(ctx).flatMap((r, i) => (riskRag({ likelihood: r.likelihood, impact: r.impact }) !== undefined ? [] : [aimedAt(finding("error", "risks.rag", "risks", [titleOf(r, i)], `The risk "${titleOf(r, i)}" has no RAG rating: its likelihood or impact is not set.`, "Set the likelihood and impact (Very Low to Very High) on the Risk Register screen."), r.id)]))

export const highRiskContingency = (ctx: PackContext): ReadonlyArray<Draft> =>
  risksOf(ctx).flatMap((r, i) => {
    const rag = riskRag({ likelihood: r.likelihood, impact: r.impact })
    if (rag === undefined || (rag.label !== "High" && rag.label !== "Very High") || str(r.contingency) !== "") return []
    return [aimedAt(finding("warning", "risks.contingency", "risks", [titleOf(r, i)], `The ${rag.label.toLowerCase()} risk "${titleOf(r, i)}" has no contingency.`, "Write the response if the risk happens (the fallback, who invokes it, the cost) on the Risk Register screen."), r.id)]
  })

export const duplicateRisks = (ctx: PackContext): ReadonlyArray<Draft> => {
  const all = risksOf(ctx)
  const risks = all.map((r, i) => [titleOf(r, i), contentWords(str(r.title))] as const)
  const out: Array<Draft> = []
  for (let i = 0; i < risks.length; i++) {
    for (let j = 0; j < i; j++) {
      const [a, wa] = risks[i]!
      const [b, wb] = risks[j]!
      if (a.toLowerCase() === b.toLowerCase() || nearlySame(wa, wb)) {
        out.push(aimedAt(finding("warning", "risks.duplicate", "risks", [b, a], `The risk "${a}" repeats "${b}".`, "Merge the two risks on the Risk Register screen."), all[i]?.id))
        break
      }
    }
  }
  return out
}

export const riskRules = [riskContextCovered, riskOwners, riskMitigation, riskRating, highRiskContingency, duplicateRisks]

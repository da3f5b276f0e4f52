// Offline Risk Register tasks: register, more risks, mitigation for one risk.
import { RISK_LEVELS, type RiskCategory, type RiskDraft, type RiskLevel } from "@initpack/core/drafting/common"
import { sameTextKey, uniqueBy } from "@initpack/core/drafting/guards"
import {
  MORE_RISKS_COUNT,
  REGISTER_COUNT,
  type MitigationDraft,
  type MitigationRequest,
  type MoreRisksRequest,
  type RiskRegisterRequest,
  type RisksDraft
} from "@initpack/core/drafting/risks"
import { RISK_LIBRARY, type LibraryRisk } from "../knowledge/risk-library"
import { makeContext, type DraftContext } from "./context"
import { clauses, contentWords, sanitise } from "./phrases"
import { rankedRisks } from "./pools"
import { endSentence, fill, lowerFirst } from "./text"

const level = (n: number): RiskLevel => RISK_LEVELS[Math.min(5, Math.max(1, Math.round(n))) - 1] as RiskLevel

/** Raises likelihood when the user's text signals pressure in the risk's category. */
const PRESSURE: Partial<Record<RiskCategory, RegExp>> = {
  Schedule: /\b(tight|deadline|urgent|fixed date|by (january|february|march|april|may|june|july|august|september|october|november|december))\b/i,
  Cost: /\b(tight budget|fixed budget|capped|limited budget|cost pressure)\b/i,
  Vendor: /\b(vendor|supplier|partner|agency|contractor)\b/i,
  Compliance: /\b(regulat|audit|privacy|compliance)\w*/i,
  Security: /\b(customer data|personal data|payments?|security|sensitive)\b/i,
  "Change/People": /\b(resist|adoption|training|morale|culture)\w*/i
}

/** The user's sentence (24 words at most) that a risk bears on most (three or more shared words), if any. */
const CLAUSES = new WeakMap<DraftContext, Array<{ clause: string; words: Set<string> }>>()
const userClauses = (ctx: DraftContext) => {
  let found = CLAUSES.get(ctx)
  if (!found) {
    found = clauses([ctx.text]).filter((c) => c.split(/\s+/).length <= 24).map((clause) => ({ clause, words: contentWords(clause) }))
    CLAUSES.set(ctx, found)
  }
  return found
}

const RISK_TEXT_WORDS = new Map(RISK_LIBRARY.map((r) => [r, contentWords(`${r.title} ${r.description}`)] as const))

/** "Known risks: Vendor goes bust" -> "Vendor goes bust": a short label before a colon is not the user's point. */
const withoutLabel = (clause: string): string => clause.replace(/^[A-Za-z][A-Za-z ]{0,28}:\s+/, "")

const contextFor = (r: LibraryRisk, ctx: DraftContext): string | undefined => {
  const words = RISK_TEXT_WORDS.get(r) ?? new Set<string>()
  const title = sameTextKey(fill(r.title, ctx.vars))
  const project = sameTextKey(ctx.project)
  let best: string | undefined
  let bestScore = 2
  for (const c of userClauses(ctx)) {
    // a clause that only restates this risk (e.g. the scope's "Known risks: <title>") adds nothing
    if (sameTextKey(withoutLabel(c.clause)) === title) continue
    // nor does a sentence about the whole project ("<Project> covers the ... work")
    if (sameTextKey(c.clause).startsWith(project)) continue
    let n = 0
    for (const w of c.words) if (words.has(w)) n++
    if (n > bestScore) {
      best = withoutLabel(c.clause)
      bestScore = n
    }
  }
  return best
}

const toDraft = (r: LibraryRisk, ctx: DraftContext): RiskDraft => {
  const context = contextFor(r, ctx)
  return {
    title: fill(r.title, ctx.vars),
    description: fill(r.description, ctx.vars),
    category: r.category,
    likelihood: level(r.likelihood + (PRESSURE[r.category]?.test(ctx.text) ? 1 : 0)),
    impact: level(r.impact),
    // The mitigation names the project's own circumstance when the user's words point to it.
    mitigation: `${fill(r.mitigation, ctx.vars)}${context ? ` For ${ctx.project}, plan this around: ${lowerFirst(endSentence(context))}` : ""}`,
    contingency: fill(r.contingency, ctx.vars)
  }
}

/** Best-ranked risks with at most `perCategory` from one category until the rest are used up. */
const spread = (ranked: ReadonlyArray<LibraryRisk>, n: number, perCategory: number): Array<LibraryRisk> => {
  const counts = new Map<string, number>()
  const first: Array<LibraryRisk> = []
  const rest: Array<LibraryRisk> = []
  for (const r of ranked) {
    const c = counts.get(r.category) ?? 0
    if (c < perCategory) {
      counts.set(r.category, c + 1)
      first.push(r)
    } else rest.push(r)
  }
  return [...first, ...rest].slice(0, n)
}

export const draftRiskRegister = (req: RiskRegisterRequest): RisksDraft => {
  const ctx = makeContext("draftRiskRegister", req)
  const n = REGISTER_COUNT.min + ctx.rng.int(3)
  const risks = uniqueBy(spread(rankedRisks(ctx), n + 2, 2).map((r) => toDraft(r, ctx)), (r) => r.title).slice(0, n)
  return { risks }
}

export const moreRisks = (req: MoreRisksRequest): RisksDraft => {
  const ctx = makeContext("moreRisks", req)
  const n = req.count ?? MORE_RISKS_COUNT.min + ctx.rng.int(MORE_RISKS_COUNT.max - MORE_RISKS_COUNT.min + 1)
  const ranked = rankedRisks(ctx, req.existing_titles)
  const risks = uniqueBy(spread(ranked, n + 3, 1).map((r) => toDraft(r, ctx)), (r) => r.title, req.existing_titles)
  return { risks: risks.slice(0, n) }
}

const CATEGORY_ACTIONS: Record<RiskCategory, string> = {
  Technical: "Prove the approach early with a spike or prototype and test against realistic data",
  Vendor: "Agree milestone-based deliverables with the supplier and review them weekly",
  Schedule: "Protect the critical path with buffers and track progress weekly against it",
  Cost: "Apply change control and review spend against budget monthly",
  Compliance: "Review the requirement with compliance and legal and record the controls",
  Security: "Run a security review and apply least-privilege access",
  Operational: "Prepare runbooks and rehearse the operational handover",
  "Change/People": "Engage affected people early and appoint change champions",
  Uncategorized: "Assign an owner and review the risk at each project board"
}

export const draftMitigation = (req: MitigationRequest): MitigationDraft => {
  const ctx = makeContext("draftMitigation", req)
  const title = sanitise(req.title) || "this risk"
  const words = contentWords(`${req.title} ${req.description ?? ""}`)
  const scored = RISK_LIBRARY.map((r) => {
    let overlap = 0
    for (const w of contentWords(`${r.title} ${r.description}`)) if (words.has(w)) overlap += 1
    return { r, score: overlap + (r.category === req.category ? 1.5 : 0) + ctx.rng.next() * 0.5 }
  }).sort((a, b) => b.score - a.score)
  const best = scored[0]
  const category: RiskCategory = req.category ?? best?.r.category ?? "Uncategorized"
  const high = (req.likelihood === "High" || req.likelihood === "Very High") || (req.impact === "High" || req.impact === "Very High")
  // a library risk close to this one lends its mitigation; the category's action then names this risk
  const library = best && best.score >= 2 ? [fill(best.r.mitigation, ctx.vars)] : []
  const mitigation = [
    ...library,
    `${CATEGORY_ACTIONS[category]} for "${title}".`,
    high ? `Because the rating is high, review this risk weekly with the ${ctx.project} project manager and report it to the board.` : `Review it fortnightly as part of the ${ctx.project} RAID log.`
  ].filter((s, i, all) => all.findIndex((x) => sameTextKey(x) === sameTextKey(s)) === i)
  const contingency = best && best.score >= 2 ? fill(best.r.contingency, ctx.vars) : `If ${lowerFirst(title)} occurs, escalate to the sponsor, invoke the agreed fallback and re-plan affected work.`
  return { mitigation: mitigation.join(" "), contingency }
}

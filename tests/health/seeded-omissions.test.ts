// Issue 34's measure: omissions seeded into 20 packs the offline drafter drafts, the two docs/examples briefs
// and 18 sponsor-style evaluation briefs (a goal's KPI removed, a risk owner blanked, a deliverable's tasks
// deleted, a budget line doubled, a board role cleared, a risk-context item dropped, the plan pushed past the
// deadline). Recall is the share of seeded omissions the health check reports (a finding of the expected rule,
// naming the line, that the untouched pack does not have); it must be at least 95%. The errors on the untouched
// packs are reported per pack (tests/health/clean-packs.test.ts checks each is true of its pack).
import { describe, expect, it } from "vitest"
import type { ProjectArtefacts, RiskInput, ScopeItemInput, WbsItemInput } from "@initpack/core/document/artefacts"
import type { Finding } from "@initpack/core/rules/health/finding"
import { riskContextItems } from "@initpack/core/rules/health/risks"
import { contentWords, covers } from "@initpack/core/rules/health/words"
import { readBriefLimits } from "@initpack/core/rules/planning/brief-limits"
import { reviewPack } from "@initpack/core/use-cases/review/review-pack"
import { draftArtefacts } from "../../apps/cli/src/draft-artefacts"
import { chooseDrafter } from "../../apps/cli/src/drafter-layer"
import { loadBrief } from "../../apps/cli/src/read-brief"
import { draftPack, loadSponsorBriefs } from "../../adapters/test/drafting/sponsor-briefs/pack-eval"

type Pack = { -readonly [K in keyof ProjectArtefacts]: any }

/** A drafted pack and the brief's risk context (which artefacts do not keep). */
interface Subject {
  readonly name: string
  readonly pack: ProjectArtefacts
  readonly riskContext: string
}

interface Seed {
  readonly kind: string
  /** the seeded pack, and the rule and line a reviewer must report; undefined when the pack has nothing to seed */
  readonly apply: (pack: Pack, subject: Subject) => { readonly rule: string; readonly line?: string } | undefined
}

const leafRows = (pack: Pack): Array<WbsItemInput> => {
  const parents = new Set((pack.wbs ?? []).map((r: WbsItemInput) => String(r.parent_id ?? "")))
  return (pack.wbs ?? []).filter((r: WbsItemInput) => r.parent_id != null && !parents.has(String(r.id)))
}

const SEEDS: ReadonlyArray<Seed> = [
  {
    kind: "goal KPI removed",
    apply: (pack) => {
      const goal = (pack.scope?.goals ?? []).find((g: ScopeItemInput) => typeof g === "object" && (g.kpis ?? []).length > 0)
      if (!goal) return undefined
      goal.kpis = []
      return { rule: "scope.goal-kpi", line: goal.title }
    }
  },
  {
    kind: "risk owner blanked",
    apply: (pack) => {
      const risk = (pack.risks ?? [])[0] as { owner?: string; title?: string } | undefined
      if (!risk) return undefined
      risk.owner = ""
      return { rule: "risks.owner", line: risk.title ?? "" }
    }
  },
  {
    kind: "deliverable's tasks deleted",
    apply: (pack) => {
      if (pack.project.method === "agile") {
        const epic = (pack.epics ?? [])[0]
        if (!epic) return undefined
        pack.stories = (pack.stories ?? []).filter((s: { epic_id?: unknown }) => String(s.epic_id) !== String(epic.id))
        return { rule: "scope.epic-stories", line: epic.name }
      }
      const phases = (pack.wbs ?? []).filter((r: WbsItemInput) => !leafRows(pack).includes(r)).map((r: WbsItemInput) => contentWords(String(r.task ?? "")))
      for (const d of pack.scope?.deliverables ?? []) {
        const title = typeof d === "string" ? d : String(d.title ?? "")
        const words = contentWords(title)
        const doing = leafRows(pack).filter((r) => covers(words, contentWords(String(r.task ?? ""))))
        if (doing.length === 0 || phases.some((p: ReadonlySet<string>) => covers(words, p))) continue
        pack.wbs = pack.wbs.filter((r: WbsItemInput) => !doing.includes(r))
        return { rule: "scope.deliverable-work", line: title }
      }
      return undefined
    }
  },
  {
    kind: "budget line doubled",
    apply: (pack) => {
      const line = (pack.budget?.items ?? []).find((i: { estimated_cost?: number }) => (i.estimated_cost ?? 0) > 0)
      if (!line || pack.budget?.totals?.total == null) return undefined
      line.estimated_cost *= 2
      return { rule: "budget.sum" }
    }
  },
  {
    kind: "board role cleared",
    apply: (pack) => {
      const role = pack.project.method === "agile" ? /product owner/i : /senior user|senior supplier|executive|sponsor/i
      const holder = (pack.stakeholders ?? []).find((s: { board_role?: string }) => role.test(s.board_role ?? ""))
      if (!holder) return undefined
      const cleared = holder.board_role as string
      // every holder of the role: a second Senior Supplier still fills it
      for (const s of pack.stakeholders) if (s.board_role === cleared) s.board_role = ""
      return pack.project.method === "agile" ? { rule: "agile.product-owner" } : { rule: "governance.board-complete", line: /sponsor|executive/i.test(cleared) ? "Executive" : cleared }
    }
  },
  {
    kind: "risk-context item dropped",
    apply: (pack, subject) => {
      const risks = (pack.risks ?? []) as Array<RiskInput>
      for (const item of riskContextItems(subject.riskContext)) {
        const words = contentWords(item)
        const holding = risks.filter((r) => covers(words, contentWords(`${r.title ?? ""} ${r.description ?? ""}`)))
        if (holding.length === 0) continue
        pack.risks = risks.filter((r) => !holding.includes(r))
        return { rule: "risks.context-missing", line: item }
      }
      return undefined
    }
  },
  {
    kind: "dates pushed past the deadline",
    apply: (pack) => {
      const deadline = readBriefLimits(pack.brief_text ?? "").deadline?.date
      const rows = pack.project.method === "agile" ? pack.schedule?.tasks ?? [] : pack.wbs ?? []
      const last = rows.at(-1)
      if (!deadline || !last) return undefined
      const late = new Date(deadline.getTime() + 40 * 86_400_000).toISOString().slice(0, 10)
      Object.assign(last, { start_date: late, end_date: late })
      return { rule: "plan.deadline" }
    }
  }
]

/** The untouched pack: as drafted, with each risk owned by the first stakeholder (the register's owner field). */
const untouched = (subject: Subject): Pack => {
  const pack = structuredClone(subject.pack) as Pack
  const owner = (pack.stakeholders ?? [])[0]?.name ?? ""
  for (const r of pack.risks ?? []) (r as { owner?: string }).owner = owner
  return pack
}

const key = (f: Finding): string => JSON.stringify([f.rule, f.lines, f.message])

describe("seeded omissions (issue 34 measure)", () => {
  it("reports at least 95% of the omissions seeded into 20 drafted packs", async () => {
    const drafter = await chooseDrafter(true, {})
    const examples = await Promise.all(
      ["docs/examples/waterfall.yaml", "docs/examples/agile.yaml"].map(async (file): Promise<Subject> => {
        const brief = await loadBrief(file)
        const drafted = await draftArtefacts(brief, {}, { offline: true, now: new Date("2026-03-02T09:00:00Z"), drafter })
        return { name: file, pack: drafted.artefacts, riskContext: brief.risks?.context ?? "" }
      })
    )
    const sponsors = loadSponsorBriefs()
      .slice(0, 18)
      .map((b): Subject => ({ name: b.file, pack: draftPack(b), riskContext: b.risk_context }))
    const subjects = [...examples, ...sponsors]
    let seeded = 0
    let found = 0
    const missed: Array<string> = []
    const perKind = new Map<string, [number, number]>()
    const cleanErrors: Array<string> = []
    for (const subject of subjects) {
      const base = untouched(subject)
      const brief = { risk_context: subject.riskContext }
      const before = reviewPack(base as ProjectArtefacts, brief)
      const errors = before.filter((f) => f.severity === "error")
      cleanErrors.push(`${subject.name}: ${errors.length} error${errors.length === 1 ? "" : "s"}${errors.length > 0 ? ` (${errors.map((f) => f.rule).join(", ")})` : ""}, ${before.length - errors.length} other findings`)
      const known = new Set(before.map(key))
      for (const seed of SEEDS) {
        const pack = structuredClone(base)
        const want = seed.apply(pack, subject)
        if (want === undefined) continue
        seeded += 1
        const after = reviewPack(pack as ProjectArtefacts, brief)
        const hit = after.some((f) => f.rule === want.rule && !known.has(key(f)) && (want.line === undefined || f.lines.includes(want.line)))
        const [s, h] = perKind.get(seed.kind) ?? [0, 0]
        perKind.set(seed.kind, [s + 1, h + (hit ? 1 : 0)])
        if (hit) found += 1
        else missed.push(`${subject.name}: ${seed.kind} (${want.rule}${want.line ? `: ${want.line}` : ""})`)
      }
    }
    const recall = found / seeded
    console.log(`seeded omissions in ${subjects.length} packs: ${found}/${seeded} found (recall ${(recall * 100).toFixed(1)}%)`)
    for (const [kind, [s, h]] of perKind) console.log(`  ${kind}: ${h}/${s}`)
    console.log(`  the untouched packs:\n    ${cleanErrors.join("\n    ")}`)
    if (missed.length > 0) console.log(`  missed:\n    ${missed.join("\n    ")}`)
    expect(seeded).toBeGreaterThanOrEqual(100)
    expect(recall).toBeGreaterThanOrEqual(0.95)
  }, 120_000)
})

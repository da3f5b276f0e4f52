// Issue 22: the offline drafter links the tasks it drafts, so work that can run side by side does. For every
// example brief (docs/examples) and eval brief: the linked plan never ends after the spec's chain of the same
// tasks, ends sooner for most, has no cycle, and every task leads to the plan's last task.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { describe, expect, it } from "vitest"
import { parse } from "yaml"
import { layer as offlineLayer, make } from "@initpack/adapters/drafting/offline-drafter"
import { taskNature } from "@initpack/adapters/drafting/offline/links"
import { decodeBrief } from "@initpack/core/brief/decode-brief"
import { resolveBrief } from "@initpack/core/brief/resolve-brief"
import { settleDraftLinks } from "@initpack/core/drafting/wbs-links"
import { recalculateDates } from "@initpack/core/rules/planning/dates/recalculate-dates"
import { parsePredecessors } from "@initpack/core/rules/planning/network/predecessor-notation"
import { scheduleNetwork } from "@initpack/core/rules/planning/network/schedule-network"
import { draftProject } from "@initpack/core/use-cases/pack/draft-project"
import { planSpan, rowLinks, wbsRows, type WbsRow } from "@initpack/core/use-cases/pack/wbs-rows"
import { EVAL_TODAY, loadEvalBriefs } from "./eval-briefs/eval"
import { draftEverything } from "../../../tests/fixtures/briefs/briefs"

const drafter = Effect.runSync(make)
const root = join(__dirname, "../../..")

/** The plan's finish with its links and with the chain (the same rows without links). */
const finishes = (rows: ReadonlyArray<WbsRow>, start: string) => {
  const chain = Either.getOrThrow(recalculateDates(rows.map((r) => ({ ...r, predecessors: "" })), start))
  return { chain: planSpan(chain).end!, linked: planSpan(rows).end! }
}

const examplePlan = async (file: string) => {
  const decoded = decodeBrief(parse(readFileSync(join(root, "docs/examples", file), "utf8")))
  if (Either.isLeft(decoded)) throw new Error(decoded.left.message)
  // the agile example is drafted as a waterfall plan here: its WBS is what carries links
  const brief = resolveBrief(decoded.right, { method: "waterfall" }, "2026-01-01")
  const a = await Effect.runPromise(draftProject(brief, { now: new Date("2026-01-05T09:00:00Z") }).pipe(Effect.provide(offlineLayer)))
  return { name: `docs/examples/${file}`, rows: (a.wbs ?? []) as ReadonlyArray<WbsRow>, start: brief.start }
}

const evalPlans = () =>
  loadEvalBriefs().map((b) => {
    const draft = Effect.runSync(draftEverything(drafter, { ...b, expected_domain: "", phrases: [] }))
    return { name: `eval-briefs/${b.file}`, rows: Either.getOrThrow(wbsRows(draft.draftWbs.response, EVAL_TODAY)), start: EVAL_TODAY }
  })

/** Leaves that lead to the plan's last leaf through the links (a stage named as predecessor stands for its tasks). */
const leadingToEnd = (rows: ReadonlyArray<WbsRow>): Set<string> => {
  const leaves = rows.filter((r) => !rows.some((c) => c.parent_id === r.id))
  const reached = new Set<string>()
  const visit = (id: string) => {
    const row = rows.find((r) => r.id === id)!
    const isLeaf = leaves.includes(row)
    if (isLeaf && reached.has(id)) return
    if (isLeaf) reached.add(id)
    if (!isLeaf) {
      for (const c of rows.filter((r) => r.parent_id === id)) visit(c.id)
      return
    }
    for (const l of rowLinks(row)) visit(l.predecessor)
  }
  visit(leaves[leaves.length - 1]!.id)
  return reached
}

describe("drafted task links (issue 22)", async () => {
  const plans = [await examplePlan("waterfall.yaml"), await examplePlan("agile.yaml"), ...evalPlans()]

  it("never ends after the chain of the same tasks, and ends sooner for most briefs", () => {
    const table = plans.map((p) => ({ name: p.name, ...finishes(p.rows, p.start) }))
    if (process.env.PRINT_LINK_TABLE) console.log(table.map((t) => `| ${t.name} | ${t.chain} | ${t.linked} |`).join("\n"))
    for (const t of table) expect(t.linked <= t.chain, `${t.name}: ${t.linked} after ${t.chain}`).toBe(true)
    const sooner = table.filter((t) => t.linked < t.chain)
    expect(sooner.length, table.map((t) => `${t.name} ${t.chain} -> ${t.linked}`).join("\n")).toBeGreaterThanOrEqual(Math.ceil(table.length * 0.8))
  })

  it("has no cycle, links only earlier rows, and every task leads to the plan's last task", () => {
    for (const p of plans) {
      const links = p.rows.flatMap((r) => rowLinks(r).map((l) => ({ predecessor: l.predecessor, successor: r.id, type: l.type, lag: l.lag })))
      expect(links.length, p.name).toBeGreaterThan(0)
      expect(Either.isRight(scheduleNetwork(p.rows, links, p.start)), p.name).toBe(true)
      const at = new Map(p.rows.map((r, i) => [r.id, i] as const))
      for (const l of links) expect(at.get(l.predecessor)! < at.get(l.successor)!, `${p.name}: ${l.predecessor} -> ${l.successor}`).toBe(true)
      const leaves = p.rows.filter((r) => !p.rows.some((c) => c.parent_id === r.id))
      // only tasks of the first stage may start without a predecessor
      for (const r of leaves) if (r.parent_id !== "1") expect(rowLinks(r).length, `${p.name}: ${r.id} ${r.task}`).toBeGreaterThan(0)
      const reached = leadingToEnd(p.rows)
      for (const r of leaves) expect(reached.has(r.id), `${p.name}: ${r.id} ${r.task} leads nowhere`).toBe(true)
    }
  })

  it("runs streams by their nature: procurement beside design, training after the tested build, gates wait for their stage", () => {
    const plan = plans[0]!
    const row = (re: RegExp) => plan.rows.find((r) => re.test(r.task))!
    const train = row(/^train/i)
    const uat = row(/user acceptance testing/i)
    // people are trained on the tested system, close to its use: training starts once acceptance testing is done
    expect(train.start_date! > uat.end_date!).toBe(true)
    expect(taskNature("Train the trainers", 5)).toBe("preparation")
    expect(taskNature("Write user guides", 5)).toBe("preparation")
    // every gate starts no earlier than every other task of its stage finishes
    for (const g of plan.rows.filter((r) => r.parent_id !== null && taskNature(r.task, r.duration_days) === "gate")) {
      const at = plan.rows.indexOf(g)
      for (const r of plan.rows.slice(0, at).filter((r) => r.parent_id === g.parent_id)) expect(r.end_date! <= g.start_date!, `${g.task} after ${r.task}`).toBe(true)
    }
    expect(taskNature("Procure and install hardware", 15)).toBe("procurement")
    expect(taskNature("Brief the people affected before the change", 3)).toBe("beside")
    expect(taskNature("Train 60 officers", 5)).toBe("training")
    expect(taskNature("Initiation stage board approval", 0)).toBe("gate")
    expect(taskNature("Run system and integration testing", 10)).toBe("step")
  })

  it("holds a model's links to what can be scheduled; a draft without links keeps the chain", () => {
    const draft = {
      phases: [
        { phase: "A", tasks: [{ task: "a1", duration_days: 3, resource: "" }, { task: "a2", duration_days: 2, resource: "", predecessors: "1.1, 9.9, 1.2, 1" }] },
        { phase: "B", tasks: [{ task: "b1", duration_days: 4, resource: "", predecessors: "2.2" }, { task: "b2", duration_days: 1, resource: "", predecessors: "1.1SS+1d, nonsense, 1.1" }] }
      ]
    }
    const settled = settleDraftLinks(draft)
    expect(settled.phases.map((p) => p.tasks.map((t) => t.predecessors))).toEqual([["", "1.1"], ["1.2", "1.1SS+1d"]])
    for (const t of settled.phases.flatMap((p) => p.tasks)) expect(Either.isRight(parsePredecessors(t.predecessors ?? ""))).toBe(true)
    const plain = { phases: draft.phases.map((p) => ({ ...p, tasks: p.tasks.map(({ predecessors: _p, ...t }) => t) })) }
    expect(settleDraftLinks(plain)).toBe(plain)
    const chain = Either.getOrThrow(wbsRows(plain, "2026-03-02"))
    expect(chain.map((r) => [r.start_date, r.end_date])).toEqual(Either.getOrThrow(recalculateDates(chain, "2026-03-02")).map((r) => [r.start_date, r.end_date]))
  })
})

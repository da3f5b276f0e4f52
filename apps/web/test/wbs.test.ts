import { describe, expect, it } from "vitest"
import { fileNameFromDisposition } from "../src/lib/download"
import { localTodayIso, parseDuration } from "../src/features/wbs/lib/duration"
import { planLimitOf } from "../src/lib/plan-limit"
import { AutosaveQueue, isRetryable, type SaveAnswer } from "../src/lib/autosave/autosave-queue"
import { SUMMARY_AUTOSAVE_MS } from "../src/features/wbs/lib/use-execution-summary"
import { wbsContextFromScope } from "../src/features/wbs/lib/scope-context"
import { clearDraft, readDraft, summaryDraftKey, writeDraft } from "../src/features/wbs/lib/summary-draft-store"
import { indentTarget, moveAbility, outdentTarget } from "../src/features/wbs/lib/tree-moves"
import { reuseRows } from "../src/features/wbs/lib/reuse-rows"
import { applyLocally, moveByCoreRules, moveLocally, replayLocally } from "../src/features/wbs/lib/local-tree"
import { viewRows, type WbsViewRow } from "../src/features/wbs/lib/view-rows"
import { pastedTasks } from "../src/features/wbs/lib/pasted-tasks"
import { visibleRows, wbsColumns } from "../src/features/wbs/lib/visible-rows"
import { sameRow, toWbsRow, WBS_ROW_FIELDS, wbsRowsOf, type WbsRow } from "../src/features/wbs/lib/wbs-row"

const row = (id: number, parent_id: number | null, order_index: number, extra: Partial<WbsRow> = {}): WbsRow => ({
  id,
  parent_id,
  wbs: "",
  phase: "",
  task: `Task ${id}`,
  duration_days: 5,
  start_date: null,
  end_date: null,
  resource_label: "",
  level: 0,
  indent: 0,
  has_children: false,
  order_index,
  version: 1,
  ...extra
})

// 1 (10) > 2 (10), 3 (20); 4 (20)
const tree = [row(1, null, 10), row(2, 1, 10), row(3, 1, 20), row(4, null, 20)]

describe("WBS Builder helpers (waterfall.md §2, §4, §5)", () => {
  it("§4: Tab makes a row a child of the row above at its level; not the first row or a first child", () => {
    expect(indentTarget(tree, 3)).toEqual({ parentId: 2 })
    expect(indentTarget(tree, 4)).toEqual({ parentId: 1 })
    expect(indentTarget(tree, 1)).toBeNull()
    expect(indentTarget(tree, 2)).toBeNull()
  })

  it("§4: Shift+Tab moves a row to its grandparent, or the top level; not a top-level row", () => {
    expect(outdentTarget(tree, 2)).toEqual({ parentId: null })
    const deep = [row(1, null, 10), row(2, 1, 10), row(3, 2, 10)]
    expect(outdentTarget(deep, 3)).toEqual({ parentId: 1 })
    expect(outdentTarget(tree, 1)).toBeNull()
  })

  it("§4: moveAbility answers, in one pass, what indentTarget and outdentTarget answer row by row", () => {
    // a random tree in WBS order: each row's parent is an open ancestor of the row before it
    let seed = 7
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n)
    for (let t = 0; t < 20; t++) {
      const rows: WbsRow[] = []
      const stack: number[] = []
      for (let id = 1; id <= 40; id++) {
        stack.splice(rand(stack.length + 1))
        const parent = stack.length > 0 ? stack[stack.length - 1]! : null
        rows.push(row(id, parent, id * 10))
        stack.push(id)
      }
      const ability = moveAbility(rows)
      for (const r of rows)
        expect(ability.get(r.id)).toEqual({ canIndent: indentTarget(rows, r.id) !== null, canOutdent: outdentTarget(rows, r.id) !== null })
    }
  })

  it("a reload keeps the object of every unchanged row (only changed rows render again)", () => {
    const before = [row(1, null, 10), row(2, 1, 10), row(3, 1, 20)]
    expect(reuseRows(before, before.map((r) => ({ ...r })))).toBe(before)
    const after = reuseRows(before, [row(1, null, 10), row(2, 1, 10, { task: "Renamed", version: 2 }), row(3, 1, 20)])
    expect(after[0]).toBe(before[0])
    expect(after[1]).toMatchObject({ task: "Renamed", version: 2 })
    expect(after[2]).toBe(before[2])
    const shorter = reuseRows(before, [row(1, null, 10), row(3, 1, 20)])
    expect(shorter.map((r) => r.id)).toEqual([1, 3])
    expect(shorter[1]).toBe(before[2])
  })

  it("a reload sees a change in any field of a row (a sprint's badge by its figures)", () => {
    const base = row(1, null, 10, { type: "sprint", phase_id: 3, badge: { epics: 1, stories: 2, points: 3 }, links: "" })
    expect(sameRow(base, { ...base, badge: { epics: 1, stories: 2, points: 3 } })).toBe(true)
    for (const key of WBS_ROW_FIELDS) {
      const other = key === "badge" ? { epics: 1, stories: 2, points: 4 } : typeof base[key] === "string" ? "changed" : typeof base[key] === "boolean" ? !base[key] : 77
      expect(sameRow(base, { ...base, [key]: other }), key).toBe(false)
    }
  })

  it("pasted lines become rows: blanks skipped, tabs (or two spaces) nest, a tab-separated number is the duration", () => {
    expect(pastedTasks("Survey\r\n\n\tFloor plan\t3\n    Exits\n  Signs\tx\n")).toEqual([
      { task: "Survey", duration_days: 5, level: 0 },
      { task: "Floor plan", duration_days: 3, level: 1 },
      { task: "Exits", duration_days: 5, level: 2 },
      { task: "Signs", duration_days: 5, level: 1 }
    ])
    expect(pastedTasks("one line")).toHaveLength(1)
    expect(pastedTasks(" \n\t\n")).toEqual([])
  })

  it("§4: indent, outdent and delete show at once with the numbers and phases the server gives", () => {
    const rows = [
      row(1, null, 10, { task: "Plan" }),
      row(2, 1, 10, { task: "Brief" }),
      row(3, 1, 20, { task: "Budget" }),
      row(4, null, 20, { task: "Build" })
    ]
    const label = (rs: ReadonlyArray<WbsRow>) => rs.map((r) => `${r.wbs} ${r.task} [${r.phase}]${r.has_children ? "+" : ""} ${r.indent}`)
    const indented = applyLocally(rows, { kind: "indent", id: 3 })
    expect(label(indented)).toEqual(["1 Plan [Plan]+ 0", "1.1 Brief [Plan]+ 1", "1.1.1 Budget [Plan] 2", "2 Build [Build] 0"])
    expect(indented[2]).toMatchObject({ id: 3, parent_id: 2 })
    // Shift+Tab puts it back right after its former parent
    expect(label(applyLocally(indented, { kind: "outdent", id: 3 }))).toEqual(["1 Plan [Plan]+ 0", "1.1 Brief [Plan] 1", "1.2 Budget [Plan] 1", "2 Build [Build] 0"])
    expect(label(applyLocally(rows, { kind: "delete", id: 1 }))).toEqual(["1 Build [Build] 0"])
    expect(applyLocally(rows, { kind: "indent", id: 1 })).toBe(rows)
  })

  it("§4: a server answer to an earlier move shows the later moves still waiting on top of it, in order", () => {
    const rows = [row(1, null, 10, { task: "Plan" }), row(2, 1, 10, { task: "Brief" }), row(3, 1, 20, { task: "Budget" }), row(4, 1, 30, { task: "Risks" })]
    const label = (rs: ReadonlyArray<WbsRow>) => rs.map((r) => `${r.wbs} ${r.task}`)
    // the user pressed Tab then Shift+Tab on Budget, then deleted Risks; the server has answered only the Tab
    const afterIndent = applyLocally(rows, { kind: "indent", id: 3 })
    const shown = replayLocally(afterIndent, [{ kind: "outdent", id: 3 }, { kind: "delete", id: 4 }])
    expect(label(shown)).toEqual(["1 Plan", "1.1 Brief", "1.2 Budget"])
    // a change the answer already made impossible (a row gone) leaves the rows as they are
    expect(replayLocally(rows, [{ kind: "delete", id: 9 }])).toBe(rows)
    expect(replayLocally(rows, [])).toBe(rows)
  })

  it("§4: a move on a large plan gives what core's rules give, and rows it leaves alone keep their objects", () => {
    let seed = 11
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n)
    for (let t = 0; t < 30; t++) {
      const raw: WbsRow[] = []
      const stack: number[] = []
      for (let id = 1; id <= 30; id++) {
        stack.splice(rand(stack.length + 1))
        const parent = stack.length > 0 ? stack[stack.length - 1]! : null
        raw.push(row(id, parent, id * 10, { task: `T${id}` }))
        stack.push(id)
      }
      // labelled as the server sends them (a delete of nothing relabels through core's rules)
      const rows = moveByCoreRules([...raw, row(99, null, 990)], { kind: "delete", id: 99 })!.rows
      for (const r of rows)
        for (const kind of ["indent", "outdent", "delete"] as const) {
          const fast = moveLocally(rows, { kind, id: r.id })
          expect(fast).toEqual(moveByCoreRules(rows, { kind, id: r.id }))
          if (fast === null) continue
          for (const after of fast.rows) {
            const before = rows.find((b) => b.id === after.id)!
            if (JSON.stringify(before) === JSON.stringify(after)) expect(after).toBe(before)
          }
        }
    }
    // a row whose parent is not above it (not WBS order) still follows core's rules
    const odd = [row(2, 1, 10), row(1, null, 10), row(3, null, 20)]
    expect(moveLocally(odd, { kind: "indent", id: 3 })).toEqual(moveByCoreRules(odd, { kind: "indent", id: 3 }))
  })

  it("§2, §4: the table's rows in one pass: visible rows with what moveAbility answers, the same objects while unchanged", () => {
    const deep = [row(1, null, 10), row(2, 1, 10), row(3, 2, 10), row(4, 1, 20), row(5, null, 20)]
    const cache = new WeakMap<WbsRow, WbsViewRow>()
    for (const collapsed of [new Set<number>(), new Set([2]), new Set([1]), new Set([2, 5])]) {
      const shown = viewRows(deep, collapsed, cache)
      const ability = moveAbility(deep)
      expect(shown).toEqual(visibleRows(deep, collapsed).map((r) => ({ ...r, ...ability.get(r.id), collapsed: collapsed.has(r.id) })))
    }
    const first = viewRows(deep, new Set(), cache)
    const renamed = [...deep.slice(0, 2), { ...deep[2]!, task: "Renamed" }, ...deep.slice(3)]
    const second = viewRows(renamed, new Set(), cache)
    expect(second.map((v, i) => v === first[i])).toEqual([true, true, false, true, true])
    expect(second[2]).toMatchObject({ task: "Renamed", canIndent: false, canOutdent: true })
  })

  it("§2: collapsing a parent hides all its descendants; columns show only when data exists", () => {
    const deep = [row(1, null, 10), row(2, 1, 10), row(3, 2, 10), row(4, null, 20)]
    expect(visibleRows(deep, new Set([1])).map((r) => r.id)).toEqual([1, 4])
    expect(visibleRows(deep, new Set([2])).map((r) => r.id)).toEqual([1, 2, 4])
    expect(visibleRows(deep, new Set()).map((r) => r.id)).toEqual([1, 2, 3, 4])
    expect(wbsColumns(deep)).toEqual({ dates: false, resource: false })
    expect(wbsColumns([row(1, null, 10, { start_date: "2025-03-03", resource_label: "PM" })])).toEqual({ dates: true, resource: true })
  })

  it("reads GET /wbs items tolerantly and skips rows without an id", () => {
    const rows = wbsRowsOf({ items: [{ id: 7, parent_id: null, wbs: "1", task: "Initiate", duration_days: 0, resource: "PM", version: 2 }, { task: "x" }] })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: 7, wbs: "1", duration_days: 0, resource_label: "PM", start_date: null, version: 2 })
    expect(toWbsRow(null)).toBeNull()
    expect(wbsRowsOf({})).toEqual([])
  })

  it("§5: a duration is a number of at least 0", () => {
    expect(parseDuration("0")).toBe(0)
    expect(parseDuration(" 2.5 ")).toBe(2.5)
    expect(parseDuration("-1")).toBeNull()
    expect(parseDuration("")).toBeNull()
    expect(parseDuration("abc")).toBeNull()
  })

  it("§9: the start date defaults to today in the browser's zone", () => {
    expect(localTodayIso(new Date(2025, 2, 1, 23, 30))).toBe("2025-03-01")
  })

  it("Load from Scope builds the context from the narrative and section titles; empty without a scope", () => {
    const text = wbsContextFromScope({
      found: true,
      scope: { in_scope: " Replace the scanners. ", deliverables: [{ title: "Scanner fleet" }, { name: "Training" }], constraints: ["Budget cap"], goals: [] }
    })
    expect(text).toBe("Replace the scanners.\nDeliverables: Scanner fleet; Training.\nConstraints: Budget cap.")
    expect(wbsContextFromScope({ found: false, scope: null })).toBe("")
    expect(wbsContextFromScope({ scope: { Deliverables: ["Portal"] } })).toBe("Deliverables: Portal.")
  })

  it("platform.md §8: a 402 gives the message and its link (default Subscription Status)", () => {
    expect(planLimitOf({ ok: false, status: 402, body: { error: "x", message: "No WBS on Free.", cta: { label: "Upgrade", path: "/pricing" } } })).toEqual({
      message: "No WBS on Free.",
      cta: { label: "Upgrade", path: "/pricing" }
    })
    expect(planLimitOf({ ok: false, status: 402, body: { error: "Nope" } })?.cta.path).toBe("/account/billing")
    expect(planLimitOf({ ok: false, status: 400, body: {} })).toBeNull()
    expect(planLimitOf({ ok: true, status: 200 })).toBeNull()
  })

  it("§4: a summary save (the shared autosave queue) retries 3 times, waiting 800 ms x attempt, only for network and server errors", async () => {
    const run = async (answers: (call: number) => SaveAnswer) => {
      const waits: number[] = []
      let calls = 0
      const failed: number[] = []
      const queue = new AutosaveQueue<{ text: string }>({
        debounceMs: SUMMARY_AUTOSAVE_MS,
        send: async () => answers(++calls),
        onError: (_key, answer) => void failed.push(answer.status),
        onConflict: (_key, answer) => void failed.push(answer.status),
        setTimer: (go, ms) => {
          waits.push(ms)
          queueMicrotask(go)
          return 0
        },
        clearTimer: () => undefined
      })
      // sent at once (as on blur), so every timer is a retry wait
      await queue.edit("summary", { text: "# Draft" }, "now")
      return { waits, calls, failed }
    }
    expect(await run(() => ({ ok: false, status: 503 }))).toEqual({ waits: [800, 1600, 2400], calls: 4, failed: [503] })
    expect(await run((n) => (n === 2 ? { ok: true, status: 200 } : { ok: false, status: 0 }))).toEqual({ waits: [800], calls: 2, failed: [] })
    expect(await run(() => ({ ok: false, status: 409 }))).toEqual({ waits: [], calls: 1, failed: [409] })
    expect(isRetryable({ ok: false, status: 402 })).toBe(false)
  })

  it("§4: the local-storage fallback is keyed by project and phase", () => {
    const store = new Map<string, string>()
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) }
    const key = summaryDraftKey({ project_id: 4, project_name: "A" }, "execution")
    expect(key).not.toBe(summaryDraftKey({ project_id: 5, project_name: "A" }, "execution"))
    expect(summaryDraftKey({ project_name: " Big Move " }, "execution")).toBe("initpack.wbs.summary.name:big move.execution")
    expect(writeDraft(storage, key, "# Draft")).toBe(true)
    expect(readDraft(storage, key)).toBe("# Draft")
    clearDraft(storage, key)
    expect(readDraft(storage, key)).toBeNull()
    expect(writeDraft(undefined, key, "x")).toBe(false)
  })

  it("takes the CSV file name from Content-Disposition", () => {
    expect(fileNameFromDisposition('attachment; filename="wbs_Big_Move_2025-03-03.csv"')).toBe("wbs_Big_Move_2025-03-03.csv")
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''wbs_caf%C3%A9.csv")).toBe("wbs_café.csv")
    expect(fileNameFromDisposition(null)).toBeUndefined()
  })
})

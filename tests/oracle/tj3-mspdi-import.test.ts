/**
 * Oracle for the MS Project XML reader (issue 22): TaskJuggler (`tj3`, installed by .ci/run) schedules
 * random plans and exports them as MS Project XML (`formats mspxml`); readMspdi must read back every
 * task with its name and nesting, each leaf's length in working days (TaskJuggler writes no Duration,
 * so it comes from Start and Finish), milestones, resources and every finish-to-start link.
 */
import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import * as fc from "fast-check"
import * as Either from "effect/Either"
import { leafDuration } from "@initpack/core/rules/planning/dates/leaf-duration"
import { readMspdi } from "@initpack/core/rules/planning/exchange/mspdi-read"
import { treeArb } from "../../core/test/rules/planning/support/tree-arbitrary"

const hasTj3 = spawnSync("tj3", ["--version"], { stdio: "ignore" }).status === 0
if (!hasTj3 && !process.env.CI) console.warn("tests/oracle/tj3-mspdi-import: tj3 is not installed, so the import comparison is skipped (apt-get install tj3; CI runs it)")

const dir = mkdtempSync(join(tmpdir(), "initpack-tj3-mspdi-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const RESOURCES = ["dev", "qa"]
const RESOURCE_NAMES: Record<string, string> = { dev: "Developer", qa: "Tester" }

interface Sample {
  readonly rows: ReadonlyArray<{ id: string; parent_id: string | null; task: string; duration_days: number | null; type: string | null }>
  readonly links: ReadonlyArray<[number, number]>
  readonly resource: ReadonlyArray<number>
}

const sampleArb = treeArb(40).chain((rows) =>
  fc.record({
    rows: fc.constant(rows),
    links: fc.array(fc.tuple(fc.nat(rows.length - 1), fc.nat(rows.length - 1)), { maxLength: rows.length }),
    resource: fc.array(fc.nat(RESOURCES.length), { minLength: rows.length, maxLength: rows.length })
  })
)

let files = 0
let checked = 0
const check = (s: Sample) => {
  const parents = new Set(s.rows.map((r) => r.parent_id))
  const leaf = (i: number) => !parents.has(s.rows[i]!.id)
  // finish-to-start links between leaves, from an earlier to a later row, each pair once
  const links = [...new Set(s.links.map(([a, b]) => (a < b ? `${a}>${b}` : `${b}>${a}`)))]
    .map((k) => k.split(">").map(Number) as [number, number])
    .filter(([a, b]) => a !== b && leaf(a) && leaf(b))
  const path = (i: number): string => {
    const r = s.rows[i]!
    const p = s.rows.findIndex((x) => x.id === r.parent_id)
    return p < 0 ? r.id : `${path(p)}.${r.id}`
  }
  const block = (i: number, indent: string): string => {
    const r = s.rows[i]!
    const kids = s.rows.map((x, k) => (x.parent_id === r.id ? k : -1)).filter((k) => k >= 0)
    const name = `${r.task} & <${i}>`
    if (kids.length > 0) return `${indent}task ${r.id} "${name}" {\n${kids.map((k) => block(k, `${indent}  `)).join("")}${indent}}\n`
    const d = leafDuration(r.duration_days, r.type)
    const deps = links.filter(([, b]) => b === i).map(([a]) => `depends ${path(a)}`)
    const res = s.resource[i]! < RESOURCES.length && d > 0 ? [`allocate ${RESOURCES[s.resource[i]!]}`] : []
    return `${indent}task ${r.id} "${name}" { ${[d === 0 ? "milestone" : `length ${d}d`, ...deps, ...res].join(" ")} }\n`
  }
  const tjp =
    `project p "Oracle" 2026-11-23 +2y {\n  timezone "UTC"\n}\n` +
    RESOURCES.map((r) => `resource ${r} "${RESOURCE_NAMES[r]}"\n`).join("") +
    s.rows.map((r, i) => (r.parent_id === null ? block(i, "") : "")).join("") +
    `export "plan-${++files}" {\n  formats mspxml\n}\n`
  const file = join(dir, `plan-${files}.tjp`)
  writeFileSync(file, tjp)
  const run = spawnSync("tj3", ["--no-color", "--silent", "-o", dir, file], { encoding: "utf8", timeout: 120_000 })
  expect(run.status, `tj3 failed: ${run.stderr}\n${tjp}`).toBe(0)
  const read = readMspdi(readFileSync(join(dir, `plan-${files}.xml`), "utf8"))
  if (Either.isLeft(read)) throw new Error(read.left.message)
  const plan = read.right
  const key = new Map(plan.tasks.map((t, i) => [t.key, i]))
  expect(plan.tasks.map((t) => t.name)).toEqual(s.rows.map((r, i) => `${r.task} & <${i}>`))
  expect(plan.tasks.map((t) => (t.parentKey === null ? -1 : key.get(t.parentKey)))).toEqual(s.rows.map((r) => s.rows.findIndex((x) => x.id === r.parent_id)))
  plan.tasks.forEach((t, i) => {
    if (leaf(i)) expect(t.durationDays, `${t.name}: ${t.start}..${t.finish}`).toBe(leafDuration(s.rows[i]!.duration_days, s.rows[i]!.type))
  })
  // tj3 assigns an allocated resource only where it has it free for the task, so each task's resources are
  // its allocated one or none; and they come back on some task whenever any was allocated
  const allocated = (i: number) => (leaf(i) && leafDuration(s.rows[i]!.duration_days, s.rows[i]!.type) > 0 && s.resource[i]! < RESOURCES.length ? [RESOURCE_NAMES[RESOURCES[s.resource[i]!]!]!] : [])
  plan.tasks.forEach((t, i) => expect([[], allocated(i)]).toContainEqual(t.resources))
  if (s.rows.some((_, i) => allocated(i).length > 0)) expect(plan.tasks.some((t) => t.resources.length > 0)).toBe(true)
  const got = plan.links.map((l) => `${key.get(l.predecessor)}>${key.get(l.successor)}:${l.type}:${l.lag}`).sort()
  expect(got).toEqual(links.map(([a, b]) => `${a}>${b}:FS:0`).sort())
  checked++
}

describe.skipIf(!hasTj3 && !process.env.CI)("readMspdi reads TaskJuggler's MS Project XML export", () => {
  it("has tj3 (CI installs it)", () => {
    expect(hasTj3, "tj3 must be installed in CI (.ci/run installs it)").toBe(true)
  })

  it("reads 12 random plans exported by tj3: names, nesting, lengths, milestones, resources and links", () => {
    fc.assert(fc.property(sampleArb, check), { numRuns: 12, endOnFailure: true })
    expect(checked).toBe(12)
  }, 300_000)
})

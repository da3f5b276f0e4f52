import { describe, expect, it } from "vitest"
import { filterByName, resolvedIdOf, toProjectRows } from "../src/features/projects/lib/project-record"
import { firstModuleUrl, workspaceTiles } from "../src/features/projects/lib/project-urls"
import { toUpgradeMessage } from "../src/features/projects/components/upgrade-box"

const params = (url: string) => Object.fromEntries(new URL(url, "http://x").searchParams)

describe("project screens (platform.md §2.4-2.7, §3, §7)", () => {
  it("§2.4: after creation waterfall goes to /app/scope and agile to /app/agile/quick-draft with the four query parameters", () => {
    const w = firstModuleUrl("waterfall", "Depot & Co", "12")
    expect(w.startsWith("/app/scope?")).toBe(true)
    expect(params(w)).toEqual({ project: "Depot & Co", projectId: "12", mode: "create", delivery: "waterfall" })
    const a = firstModuleUrl("agile", "App", "3")
    expect(a.startsWith("/app/agile/quick-draft?")).toBe(true)
    expect(params(a)).toMatchObject({ delivery: "agile", mode: "create" })
  })

  it("§2.7: waterfall tiles in module order, scope in edit mode, comms approach Waterfall", () => {
    const tiles = workspaceTiles("waterfall", "P", "1")
    expect(tiles.map((t) => t.to.split("?")[0])).toEqual(["/app/scope", "/app/stakeholders", "/app/risk", "/app/wbs", "/app/budget", "/app/comms/short", "/app/reports"])
    expect(params(tiles[0]!.to).mode).toBe("edit")
    expect(params(tiles[5]!.to)).toMatchObject({ approach: "Waterfall", method: "Waterfall" })
  })

  it("§2.7: agile tiles and comms approach Agile", () => {
    const tiles = workspaceTiles("agile", "P", "1")
    expect(tiles.map((t) => t.to.split("?")[0])).toEqual([
      "/app/agile/scope", "/app/agile/backlog", "/app/agile/release", "/app/agile/risk", "/app/agile/schedule", "/app/agile/budget",
      "/app/stakeholders", "/app/comms/short", "/app/reports/agile"
    ])
    expect(params(tiles[7]!.to)).toMatchObject({ approach: "Agile", method: "Agile" })
  })

  it("§3/§7: lists come as projects, items or an array, with alternate field names", () => {
    expect(toProjectRows({ projects: [{ id: 1, name: "A", methodology: "agile" }] })[0]).toMatchObject({ id: "1", name: "A", delivery: "agile" })
    expect(toProjectRows({ items: [{ project_id: 2, project_name: "B", delivery: "waterfall" }] })[0]).toMatchObject({ id: "2", name: "B" })
    expect(toProjectRows([{ id: 3, name: "C" }, { nope: true }])).toHaveLength(1)
  })

  it("§7: a resolved id comes from id, project.id or the first array element", () => {
    expect(resolvedIdOf({ id: 5 })).toBe("5")
    expect(resolvedIdOf({ project: { id: 6 } })).toBe("6")
    expect(resolvedIdOf([{ id: 7, name: "x" }])).toBe("7")
    expect(resolvedIdOf({ projects: [] })).toBeUndefined()
  })

  it("§2.6: archived search filters by name case-insensitively", () => {
    const rows = toProjectRows([{ id: 1, name: "Warehouse" }, { id: 2, name: "Payroll" }])
    expect(filterByName(rows, "WARE").map((r) => r.name)).toEqual(["Warehouse"])
    expect(filterByName(rows, "  ")).toHaveLength(2)
  })

  it("§8: a 402 gives the Upgrade required message with its link, defaulting to Subscription Status at /account/billing", () => {
    expect(toUpgradeMessage({ message: "Limit", cta: { label: "Upgrade", path: "/pricing" } }, "x")).toEqual({ message: "Limit", cta: { label: "Upgrade", path: "/pricing" } })
    expect(toUpgradeMessage({ error: "Nope" }, "x")).toEqual({ message: "Nope", cta: { label: "Subscription Status", path: "/account/billing" } })
  })
})

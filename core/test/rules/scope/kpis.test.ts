import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { dedupeKpis, kpiKey, mergeKpis, newKpis, normaliseKpis } from "../../../src/rules/scope/kpis"

const kpi = (metric: string, target = "") => ({ metric, target, recommended: false })

describe("KPI de-duplication (waterfall.md §3)", () => {
  it("waterfall.md §3: metrics are compared without case or extra spaces", () => {
    expect(kpiKey("  Net   Promoter Score ")).toBe("net promoter score")
    const kpis = [kpi("Net Promoter Score", "50"), kpi("net  promoter score ", "60"), kpi("Churn rate")]
    expect(dedupeKpis(kpis)).toEqual([kpi("Net Promoter Score", "50"), kpi("Churn rate")])
  })

  it("keeps metrics that differ by more than spacing", () => {
    expect(dedupeKpis([kpi("Uptime"), kpi("Up time")])).toHaveLength(2)
  })

  it("waterfall.md §5: only new metrics are added; none left means No additional KPIs", () => {
    const existing = [kpi("Cycle time"), kpi("Defect rate")]
    expect(newKpis(existing, [kpi("CYCLE TIME"), kpi("Lead time"), kpi("lead  time")])).toEqual([kpi("Lead time")])
    expect(newKpis(existing, [kpi(" defect rate")])).toEqual([])
    expect(mergeKpis(existing, [kpi("Lead time")]).map((k) => k.metric)).toEqual(["Cycle time", "Defect rate", "Lead time"])
  })

  it("normalises loose KPI input and drops empty metrics", () => {
    expect(normaliseKpis([{ metric: " Uptime ", target: "99.9%", recommended: true }, { metric: "" }, null, { metric: "uptime" }])).toEqual([
      { metric: "Uptime", target: "99.9%", recommended: true }
    ])
  })

  const metric = fc.array(fc.constantFrom("a", "A", "b", " ", "  ", "c"), { maxLength: 6 }).map((cs) => cs.join(""))
  const kpis = fc.array(metric.map((m) => kpi(m)), { maxLength: 20 })

  it("dedupe is idempotent", () => {
    fc.assert(fc.property(kpis, (ks) => {
      expect(dedupeKpis(dedupeKpis(ks))).toEqual(dedupeKpis(ks))
    }))
  })

  it("dedupe leaves unique keys, keeps order, and drops only duplicates", () => {
    fc.assert(
      fc.property(kpis, (ks) => {
        const out = dedupeKpis(ks)
        const keys = out.map((k) => kpiKey(k.metric))
        expect(new Set(keys).size).toBe(keys.length)
        expect(new Set(keys)).toEqual(new Set(ks.map((k) => kpiKey(k.metric))))
        expect(out).toEqual(ks.filter((k) => out.includes(k)))
      })
    )
  })
})

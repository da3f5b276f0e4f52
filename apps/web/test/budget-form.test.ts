// Budget screen options (waterfall.md §2 Budget, §5, §7 generate body, §9 fallbacks) and known one-off costs.
import { describe, expect, it } from "vitest"
import { FALLBACK_FORM, formProblems, generateBody, rateCard, withDefaults, withSavedConfig, type BudgetForm, type KnownCost } from "../src/features/budget/lib/budget-form"
import { addKnownCost, amountProblem, mergeSuggestions, removeKnownCost, setKnownCostAmount } from "../src/features/budget/lib/known-costs"
import { addRole, editRole, removeRole } from "../src/features/budget/lib/rate-card-rows"

const cost = (name: string, amount = "", source: KnownCost["source"] = "user"): KnownCost => ({ key: name, name, amount, source })

describe("budget options", () => {
  it("§9: shows the fallbacks until the defaults load (contingency 0.1, rate 100, AUD, AU, 12 months, PM 8 h x 5 d, part time 50%)", () => {
    expect(FALLBACK_FORM).toMatchObject({
      contingency: "0.1",
      defaultRate: "100",
      currency: "AUD",
      region: "AU",
      horizonMonths: "12",
      hoursPerDay: "8",
      daysPerWeek: "5",
      pmMode: "full_time",
      pmPercent: "50",
      collapseLabour: true,
      includeWbs: true
    })
    expect(formProblems(FALLBACK_FORM)).toEqual([])
  })

  it("GET /budget/defaults replaces only the fields it names; its rates become rate card rows", () => {
    const form = withDefaults(FALLBACK_FORM, { contingency_pct: 0.15, default_rate: 120, rates: { Engineer: 140, Bad: "x" }, currency: "EUR" })
    expect(form).toMatchObject({ contingency: "0.15", defaultRate: "120", currency: "EUR", region: "AU", horizonMonths: "12" })
    expect(form.rates.map((r) => [r.role, r.rate])).toEqual([["Engineer", "140"]])
    expect(withDefaults(FALLBACK_FORM, null)).toEqual(FALLBACK_FORM)
  })

  it("a saved budget's config brings its options back: extras, PM part time, rates, known costs, roll-up", () => {
    const form = withSavedConfig(FALLBACK_FORM, {
      contingency_pct: 0.2,
      default_rate: 90,
      rates: { Tester: 80 },
      deliverable_overrides: { Scanners: 5000 },
      currency: "NZD",
      labour_rollup: "detailed",
      pm_config: { mode: "partial", percent: 30, hours_per_day: 7.5, days_per_week: 4 },
      scope_flags: { has_software: true, has_hardware: false, has_third_party: false },
      extras_text: { software: "WMS licences", hardware: "", third_party: "" }
    })
    expect(form).toMatchObject({ contingency: "0.2", defaultRate: "90", currency: "NZD", collapseLabour: false, pmMode: "partial", pmPercent: "30", hoursPerDay: "7.5", daysPerWeek: "4" })
    expect(form.extras.software).toEqual({ ticked: true, text: "WMS licences" })
    expect(form.extras.hardware.ticked).toBe(false)
    expect(form.rates.map((r) => r.role)).toEqual(["Tester"])
    expect(form.costs.map((c) => [c.name, c.amount])).toEqual([["Scanners", "5000"]])
  })

  it("§5: contingency min 0, PM percent 0-100 only when part time, hours 0-24, days 0-7, three-letter currency", () => {
    const bad: BudgetForm = { ...FALLBACK_FORM, contingency: "-0.1", pmMode: "partial", pmPercent: "120", hoursPerDay: "25", daysPerWeek: "8", currency: "A$" }
    expect(formProblems(bad).map((p) => p.field)).toEqual(["contingency", "pm-percent", "hours-per-day", "days-per-week", "currency"])
    expect(formProblems({ ...FALLBACK_FORM, pmPercent: "120" })).toEqual([])
    expect(formProblems({ ...FALLBACK_FORM, contingency: "" }).map((p) => p.field)).toEqual(["contingency"])
  })

  it("§7: the generate body; only one-off amounts above 0 are sent; specifics only for ticked extras", () => {
    const form: BudgetForm = {
      ...FALLBACK_FORM,
      extras: { software: { ticked: true, text: "Licences" }, hardware: { ticked: false, text: "left over" }, third_party: { ticked: false, text: "" } },
      costs: [cost("Scanners", "12000"), cost("Free thing", "0"), cost("Unpriced"), cost("Text", "1,500.50")],
      collapseLabour: false,
      pmMode: "partial",
      pmPercent: "40",
      rates: [
        { key: "a", role: " Engineer ", rate: "120" },
        { key: "b", role: "", rate: "50" }
      ],
      currency: "usd"
    }
    const body = generateBody(form, "Depot", 7)
    expect(body).toMatchObject({
      project_name: "Depot",
      project_id: 7,
      scope_flags: { has_software: true, has_hardware: false, has_third_party: false },
      extras_text: { software: "Licences", hardware: "", third_party: "" },
      pm_config: { role_name: "Project Manager", mode: "partial", percent: 40, hours_per_day: 8, days_per_week: 5 },
      labour_rollup: "detailed",
      config: { contingency_pct: 0.1, default_rate: 100, rates: { Engineer: 120 }, currency: "USD", region: "AU", pricing_horizon_months: 12 }
    })
    expect(body.config.deliverable_overrides).toEqual({ Scanners: 12000, Text: 1500.5 })
    expect(generateBody(FALLBACK_FORM, "Depot", undefined)).not.toHaveProperty("project_id")
    expect(generateBody(FALLBACK_FORM, "Depot", undefined).pm_config.percent).toBe(100)
  })

  it("rate card: add (trimmed, unique ignoring case, rate >= 0), edit, remove; the last of a repeated role wins", () => {
    const one = addRole([], "  Business   Analyst ", "95")
    expect(one.ok && one.rows.map((r) => [r.role, r.rate])).toEqual([["Business Analyst", "95"]])
    if (!one.ok) throw new Error("not added")
    expect(addRole(one.rows, "business analyst", "90")).toEqual({ ok: false, message: "Business Analyst already has a rate." })
    expect(addRole(one.rows, "", "90")).toMatchObject({ ok: false })
    expect(addRole(one.rows, "Tester", "-1")).toMatchObject({ ok: false })
    const key = one.rows[0]!.key
    expect(editRole(one.rows, key, "rate", "99")[0]!.rate).toBe("99")
    expect(removeRole(one.rows, key)).toEqual([])
    expect(rateCard([{ key: "1", role: "Dev", rate: "100" }, { key: "2", role: "Dev", rate: "110" }, { key: "3", role: "QA", rate: "" }])).toEqual({ Dev: 110 })
  })
})

describe("known one-off costs", () => {
  const sources = { deliverableTitles: ["Handheld scanners", "Go", "Training pack"], wbsTaskNames: ["Plan the rollout", "Scanner charging stations", "WMS integration module"] }

  it("§5, §9: scope deliverables of 3-90 characters, then product-like WBS tasks not starting with a verb", () => {
    const rows = mergeSuggestions([], sources, true)
    expect(rows.map((r) => [r.name, r.source])).toEqual([
      ["Handheld scanners", "scope"],
      ["Training pack", "scope"],
      ["WBS integration module".replace("WBS", "WMS"), "wbs"]
    ])
  })

  it("unticking Include WBS suggestions withdraws unpriced WBS rows but keeps priced and added rows; ticking brings them back once", () => {
    const rows = mergeSuggestions([cost("Handheld scanners", "900")], sources, true)
    const priced = setKnownCostAmount(rows, rows.find((r) => r.source === "wbs")!.key, "50")
    expect(mergeSuggestions(rows, sources, false).map((r) => r.name)).toEqual(["Handheld scanners", "Training pack"])
    expect(mergeSuggestions(priced, sources, false).map((r) => r.name)).toContain("WMS integration module")
    const again = mergeSuggestions(mergeSuggestions(rows, sources, false), sources, true)
    expect(again.map((r) => r.name).sort()).toEqual(rows.map((r) => r.name).sort())
  })

  it("+ Add item: trimmed; blank and duplicates (case, spaces) are ignored; remove drops the row", () => {
    const first = addKnownCost([], "  Barcode scanners ")
    expect(first.ok && first.rows.map((r) => [r.name, r.amount, r.source])).toEqual([["Barcode scanners", "", "user"]])
    if (!first.ok) throw new Error("not added")
    expect(addKnownCost(first.rows, "barcode   SCANNERS")).toEqual({ ok: false, reason: "duplicate" })
    expect(addKnownCost(first.rows, "   ")).toEqual({ ok: false, reason: "blank" })
    expect(removeKnownCost(first.rows, first.rows[0]!.key)).toEqual([])
    expect(amountProblem("")).toBeUndefined()
    expect(amountProblem("1,200")).toBeUndefined()
    expect(amountProblem("-5")).toBe("Enter an amount of at least 0.")
  })
})

// Pure helpers of the Risk Register screen (apps/web/src/features/risk/lib).
import { describe, expect, it } from "vitest"
import { fileNameFromDisposition } from "../src/lib/download"
import { projectFields } from "../src/features/risk/lib/project-ref"
import { ragTone } from "../src/features/risk/lib/rag-tone"
import { toRiskRow, toRiskRows } from "../src/features/risk/lib/risk-row"
import { riskContextFromScope } from "../src/features/risk/lib/scope-context"
import { screenError } from "../src/features/risk/lib/screen-error"

describe("toRiskRows", () => {
  it("reads the list answer, canonical level labels and the version", () => {
    const rows = toRiskRows({
      risks: [
        { id: 7, title: "Vendor delay", description: "d", category: "vendor", likelihood: 4, impact: "very high", version: 3, created_at: "2025-01-02" },
        { title: "no id" }
      ]
    })
    expect(rows).toEqual([
      {
        id: "7",
        title: "Vendor delay",
        description: "d",
        category: "Vendor",
        likelihood: "High",
        impact: "Very High",
        mitigation: "",
        contingency: "",
        status: "",
        createdAt: "2025-01-02",
        version: 3
      }
    ])
  })

  it("puts an off-list category under Uncategorized and keeps an off-scale level as given", () => {
    const row = toRiskRow({ risk_id: "2", title: "x", category: "Weather", likelihood: "Critical" })
    expect(row?.category).toBe("Uncategorized")
    expect(row?.likelihood).toBe("Critical")
    expect(row?.version).toBeNull()
  })

  it("answers no rows for a body without risks", () => {
    expect(toRiskRows({ error: "x" })).toEqual([])
    expect(toRiskRows(null)).toEqual([])
  })
})

describe("ragTone", () => {
  it("is red for High and Very High, amber for Medium, green below", () => {
    expect(ragTone("Very High")).toBe("red")
    expect(ragTone("High")).toBe("red")
    expect(ragTone("Medium")).toBe("amber")
    expect(ragTone("Low")).toBe("green")
    expect(ragTone("Very Low")).toBe("green")
  })
})

describe("riskContextFromScope", () => {
  it("builds the context from narrative, setup and section titles, reading capitalised keys", () => {
    const text = riskContextFromScope("Warehouse scanners", {
      in_scope: "Replace handheld scanners in two warehouses.",
      setup_flags: { procurement: "Hardware", third_parties: "Vendor" },
      Objectives: [{ title: "Faster picking", rationale: "r" }],
      deliverables: [{ name: "Scanner fleet" }, "Training"],
      constraints: [],
      risks: [{ title: "Supplier lead time" }],
      background: { text: "Old devices fail often.", saved_at: null }
    })
    expect(text).toBe(
      [
        "Project: Warehouse scanners (procurement Hardware, third parties Vendor).",
        "In scope: Replace handheld scanners in two warehouses.",
        "Background: Old devices fail often.",
        "Goals: Faster picking.",
        "Deliverables: Scanner fleet; Training.",
        "Known risks: Supplier lead time."
      ].join("\n")
    )
  })

  it("is empty when the scope holds nothing usable", () => {
    expect(riskContextFromScope("P", null)).toBe("")
    expect(riskContextFromScope("P", { setup_flags: { procurement: "None" }, goals: [{ title: " " }] })).toBe("")
  })
})

describe("fileNameFromDisposition", () => {
  it("reads quoted, bare and RFC 5987 names, the extended one first", () => {
    expect(fileNameFromDisposition('attachment; filename="risk_register_P_2025-01-02.csv"')).toBe("risk_register_P_2025-01-02.csv")
    expect(fileNameFromDisposition("attachment; filename=a.csv")).toBe("a.csv")
    expect(fileNameFromDisposition("attachment; filename=\"a.csv\"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv")).toBe("résumé.csv")
  })

  it("drops path parts and answers undefined without a name", () => {
    expect(fileNameFromDisposition('attachment; filename="../../x.csv"')).toBe("x.csv")
    expect(fileNameFromDisposition("attachment")).toBeUndefined()
    expect(fileNameFromDisposition(null)).toBeUndefined()
  })
})

describe("projectFields", () => {
  it("sends the id when it is numeric, else only the name", () => {
    expect(projectFields({ projectName: "P", projectId: "12" })).toEqual({ project_name: "P", project_id: 12 })
    expect(projectFields({ projectName: "P", projectId: "abc" })).toEqual({ project_name: "P" })
    expect(projectFields({ projectName: "P" })).toEqual({ project_name: "P" })
  })
})

describe("screenError", () => {
  it("shows a 402's message with its call to action", () => {
    const error = screenError(
      { status: 402, message: "x", body: { error: "E", message: "The Free plan allows 1 risk. Upgrade to add more.", cta: { label: "Subscription Status", path: "/account/billing" } } },
      "fallback"
    )
    expect(error).toEqual({ message: "The Free plan allows 1 risk. Upgrade to add more.", cta: { label: "Subscription Status", path: "/account/billing" } })
  })

  it("defaults the call to action of a 402 and uses the server's error or the fallback otherwise", () => {
    expect(screenError({ status: 402, message: "", body: { error: "Limit" } }, "f").cta?.path).toBe("/account/billing")
    expect(screenError({ status: 402, message: "", body: { error: "Limit", cta: { path: "https://evil" } } }, "f").cta?.path).toBe("/account/billing")
    expect(screenError({ status: 502, message: "", body: { error: "Failed to generate risks." } }, "f")).toEqual({ message: "Failed to generate risks." })
    expect(screenError({ status: 500, message: "", body: {} }, "Failed to add more risks.")).toEqual({ message: "Failed to add more risks." })
  })
})

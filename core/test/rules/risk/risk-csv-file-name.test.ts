import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { riskCsvFileName } from "../../../src/rules/risk/risk-csv-file-name"
import { fileDate } from "../../../src/rules/risk/file-date"
import { PROJECT_SLUG_MAX_LENGTH, projectFileSlug } from "../../../src/rules/risk/project-file-slug"

describe("risk CSV file name", () => {
  it("waterfall.md §9: risk_register_{project}_{date}.csv", () => {
    expect(riskCsvFileName("Alpha", new Date(Date.UTC(2026, 10, 21, 23, 0)))).toBe("risk_register_Alpha_2026-11-21.csv")
    expect(riskCsvFileName("CRM Upgrade 2026", "2026-02-03")).toBe("risk_register_CRM_Upgrade_2026_2026-02-03.csv")
  })

  it("rejects an invalid date instead of guessing", () => {
    expect(riskCsvFileName("A", new Date(Number.NaN))).toBeUndefined()
    expect(riskCsvFileName("A", "03/02/2026")).toBeUndefined()
    expect(riskCsvFileName("A", "2026-02-30")).toBeUndefined()
  })
})

describe("project file slug", () => {
  it("keeps letters, digits, - and _; other runs become one _", () => {
    expect(projectFileSlug("My Project!")).toBe("My_Project")
    expect(projectFileSlug("a  /\\ b")).toBe("a_b")
    expect(projectFileSlug("data-lake_v2")).toBe("data-lake_v2")
    expect(projectFileSlug("Café Ops")).toBe("Caf_Ops")
    expect(projectFileSlug('../../etc/passwd"')).toBe("etc_passwd")
  })

  it("falls back to 'project' when nothing usable is left", () => {
    expect(projectFileSlug("")).toBe("project")
    expect(projectFileSlug(" !!! ")).toBe("project")
  })

  it("always yields a short safe slug", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (name) => {
        const slug = projectFileSlug(name)
        expect(slug).toMatch(/^[A-Za-z0-9-](?:[A-Za-z0-9_-]*[A-Za-z0-9-])?$/)
        expect(slug).not.toMatch(/__/)
        expect(slug.length).toBeLessThanOrEqual(PROJECT_SLUG_MAX_LENGTH)
      }),
      { examples: [["a__b"], ["__x__"]] }
    )
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z_]{0,12}$/), (name) => {
        expect(projectFileSlug(name)).not.toMatch(/__/)
      })
    )
  })
})

describe("file date", () => {
  it("formats a Date as its UTC YYYY-MM-DD and takes a date string's first 10 characters", () => {
    expect(fileDate(new Date(Date.UTC(2026, 0, 5)))).toBe("2026-01-05")
    expect(fileDate("2026-07-09T12:00:00+10:00")).toBe("2026-07-09")
  })
})

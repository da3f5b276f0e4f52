import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { buildReport } from "@initpack/adapters/render/build-report"
import { renderMarkdown } from "@initpack/adapters/render/markdown"
import { agileProject, FIXED_CLOCK, waterfallProject } from "./fixtures"

const goldenDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../../tests/golden")

// UPDATE_GOLDEN=1 rewrites the golden files from the current output.
const golden = (name: string, actual: string) => {
  const path = resolve(goldenDir, name)
  if (process.env["UPDATE_GOLDEN"] === "1") {
    mkdirSync(goldenDir, { recursive: true })
    writeFileSync(path, actual)
  }
  expect(existsSync(path), `${name} is missing: run with UPDATE_GOLDEN=1`).toBe(true)
  expect(actual).toBe(readFileSync(path, "utf8"))
}

describe("Markdown renderer", () => {
  it("golden: waterfall PID", () => golden("waterfall-pid.md", renderMarkdown(buildReport("pid", waterfallProject, FIXED_CLOCK))))
  it("golden: agile roadmap & plan", () => golden("agile-roadmap-plan.md", renderMarkdown(buildReport("agile_roadmap_plan", agileProject, FIXED_CLOCK))))

  it("writes GitHub tables with a header separator and right-aligned number columns", () => {
    const md = renderMarkdown(buildReport("budget_summary", waterfallProject, FIXED_CLOCK))
    expect(md).toContain("| Category | Item | Justification | Cost type | Estimated cost |\n| --- | --- | --- | --- | ---: |")
    expect(md).toContain("| Labour | Project management | PM at 100% for 27 weeks | OPEX | AUD 96,000 |")
  })

  it("escapes pipes and markup so a cell cannot break the table", () => {
    const p: ProjectArtefacts = { ...waterfallProject, risks: [{ title: "A | B <script>", likelihood: 2, impact: 2, mitigation: "x*y" }] }
    const md = renderMarkdown(buildReport("raid", p, FIXED_CLOCK))
    expect(md).toContain("A \\| B \\<script\\>")
    expect(md).toContain("x\\*y")
  })

  it("is byte-identical between runs with a fixed clock", () => {
    expect(renderMarkdown(buildReport("pid", waterfallProject, FIXED_CLOCK))).toBe(renderMarkdown(buildReport("pid", waterfallProject, FIXED_CLOCK)))
  })

  it("a missing artefact is one short italic line", () => {
    const md = renderMarkdown(buildReport("raid", { project: { name: "Bare", method: "agile" } }, FIXED_CLOCK))
    expect(md).toContain("*No risk register has been drafted yet.*")
  })
})

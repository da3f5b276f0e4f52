import { describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import { strFromU8, unzipSync } from "fflate"
import { PackArchiver } from "@initpack/core/ports/document-renderer"
import { renderPackZip } from "@initpack/adapters/render/render-pack"
import { layer, zipFiles } from "@initpack/adapters/render/zip"
import { agileProject, FIXED_CLOCK, waterfallProject } from "./fixtures"

describe("pack ZIP", () => {
  it("waterfall PDF pack holds the documents under stable names", async () => {
    const entries = unzipSync(await renderPackZip(waterfallProject, "pdf", FIXED_CLOCK))
    expect(Object.keys(entries)).toEqual(["01-pid.pdf", "02-stakeholders-raci.pdf", "03-raid.pdf", "04-budget-summary.pdf", "05-comms-plan.pdf", "06-sow.pdf"])
    for (const bytes of Object.values(entries)) expect(strFromU8(bytes.slice(0, 5))).toBe("%PDF-")
  })

  it("agile HTML pack holds Overview, Lean BC, Stakeholders, Roadmap & Plan, RAID, Budget, Comms and the SOW", async () => {
    const entries = unzipSync(await renderPackZip(agileProject, "html", FIXED_CLOCK))
    expect(Object.keys(entries)).toEqual([
      "01-overview.html",
      "02-lean-business-case.html",
      "03-stakeholders-raci.html",
      "04-roadmap-plan.html",
      "05-raid.html",
      "06-budget.html",
      "07-comms-plan.html",
      "08-sow.html"
    ])
    expect(strFromU8(entries["06-budget.html"] ?? new Uint8Array())).toContain("<h1>Budget (Agile)</h1>")
  })

  it("same HTML pack inputs give the same ZIP bytes", async () => {
    const a = await renderPackZip(waterfallProject, "html", FIXED_CLOCK)
    const b = await renderPackZip(waterfallProject, "html", FIXED_CLOCK)
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true)
  })

  it("Word pack entries are DOCX files", async () => {
    const entries = unzipSync(await renderPackZip(waterfallProject, "docx", FIXED_CLOCK))
    expect(Object.keys(entries)[0]).toBe("01-pid.docx")
    expect(Object.keys(unzipSync(entries["01-pid.docx"] ?? new Uint8Array()))).toContain("word/document.xml")
  })

  it("the archiver port rejects duplicate names with a RenderError", async () => {
    const file = { name: "a.txt", bytes: new TextEncoder().encode("x") }
    const result = await Effect.runPromise(Effect.flip(Effect.flatMap(PackArchiver, (z) => z.archive([file, file]))).pipe(Effect.provide(layer)))
    expect(result._tag).toBe("RenderError")
    expect(Object.keys(unzipSync(zipFiles([file])))).toEqual(["a.txt"])
  })
})

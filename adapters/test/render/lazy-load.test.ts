import { describe, expect, it, vi } from "vitest"

// Each mock factory runs only if something imports the module, so the flags tell what got loaded.
const loaded = vi.hoisted(() => ({ docx: false, pdfkit: false }))
vi.mock("@initpack/adapters/render/docx", async (original) => {
  loaded.docx = true
  return await original()
})
vi.mock("pdfkit", async (original) => {
  loaded.pdfkit = true
  return await original()
})

const { buildPackDocuments } = await import("@initpack/adapters/render/build-report")
const { renderDocument, renderPackZip } = await import("@initpack/adapters/render/render-pack")
const { FIXED_CLOCK, waterfallProject } = await import("./fixtures")

describe("render-pack loading", () => {
  it("an HTML and Markdown pack loads neither the DOCX renderer nor pdfkit", async () => {
    for (const d of buildPackDocuments(waterfallProject, FIXED_CLOCK)) {
      expect((await renderDocument(d.document, "html")).byteLength).toBeGreaterThan(1000)
      expect((await renderDocument(d.document, "markdown")).byteLength).toBeGreaterThan(100)
    }
    expect((await renderPackZip(waterfallProject, "html", FIXED_CLOCK)).byteLength).toBeGreaterThan(1000)
    expect(loaded).toEqual({ docx: false, pdfkit: false })
  })

  it("importing the PDF renderer does not load pdfkit; preloadPdfKit does", async () => {
    const { preloadPdfKit } = await import("@initpack/adapters/render/pdf")
    expect(loaded.pdfkit).toBe(false)
    await preloadPdfKit()
    expect(loaded.pdfkit).toBe(true)
  })

  it("a DOCX render loads the DOCX renderer", async () => {
    const [pid] = buildPackDocuments(waterfallProject, FIXED_CLOCK)
    if (pid === undefined) throw new Error("empty pack")
    expect(loaded.docx).toBe(false)
    await renderDocument(pid.document, "docx")
    expect(loaded.docx).toBe(true)
    expect((await renderDocument(pid.document, "pdf")).byteLength).toBeGreaterThan(5000)
  })
})

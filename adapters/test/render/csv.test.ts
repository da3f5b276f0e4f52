import { describe, expect, it } from "vitest"
import { csvText } from "@initpack/adapters/render/csv"

describe("CSV serialisation", () => {
  it("quotes commas, quotes and line breaks and ends records with CRLF", () => {
    const text = csvText({ header: ["id", "title"], rows: [[1, 'Vendor "A", late'], [2, "two\nlines"], [3, null]] })
    expect(text).toBe('id,title\r\n1,"Vendor ""A"", late"\r\n2,"two\nlines"\r\n3,\r\n')
  })

  it("can prefix a UTF-8 BOM", () => {
    expect(csvText({ header: ["a"], rows: [] }, { bom: true }).charCodeAt(0)).toBe(0xfeff)
  })
})

import { describe, expect, it } from "vitest"
import { STANDARD_FONTS } from "@initpack/adapters/render/pdf-font-set"

describe("the standard fonts' text", () => {
  it("keeps Latin-1 and WinAnsi's extra signs, spells → as ->, and shows anything else as ?", () => {
    const latin = "Café au lait, naïve façade: 5 × 3 ≠ ½? Größe £ ¥ ©"
    expect(STANDARD_FONTS.safe("Plain ASCII text, 100% (ok).")).toBe("Plain ASCII text, 100% (ok).")
    expect(STANDARD_FONTS.safe("Café naïve façade £5 ½ ©")).toBe("Café naïve façade £5 ½ ©")
    expect(STANDARD_FONTS.safe("“Quoted” – €5 … ™ Œuvre Š")).toBe("“Quoted” – €5 … ™ Œuvre Š")
    expect(STANDARD_FONTS.safe("Plan → Build")).toBe("Plan -> Build")
    expect(STANDARD_FONTS.safe(latin)).toBe("Café au lait, naïve façade: 5 × 3 ? ½? Größe £ ¥ ©")
    expect(STANDARD_FONTS.safe("Łódź 東京 😀")).toBe("?ód? ?? ?")
  })
})

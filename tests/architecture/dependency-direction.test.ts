import { describe, expect, it } from "vitest"
import { resolve } from "node:path"
import { checkImport, findViolations, importsOf } from "./import-rules"

const repoRoot = resolve(import.meta.dirname, "../..")

describe("design.md: one-way dependencies apps -> adapters -> core", () => {
  it("no source file in the repository breaks the layer rules", () => {
    expect(findViolations(repoRoot)).toEqual([])
  })

  it("finds static, type-only, re-export and dynamic imports", () => {
    const source = [
      `import * as Schema from "effect/Schema"`,
      `import type { Risk } from "@initpack/core/schemas/risk"`,
      `export { x } from "./x"`,
      `const pdf = await import("pdfkit")`,
      `import "./side-effect"`
    ].join("\n")
    expect(importsOf(source)).toEqual(
      expect.arrayContaining(["effect/Schema", "@initpack/core/schemas/risk", "./x", "pdfkit", "./side-effect"])
    )
  })

  it("rejects core importing node:, npm packages, adapters or apps", () => {
    expect(checkImport("core", "core/src/a.ts", "node:fs")).toBe("core imports only effect")
    expect(checkImport("core", "core/src/a.ts", "hono")).toBe("core imports only effect")
    expect(checkImport("core", "core/src/a.ts", "@initpack/adapters/db/pglite")).toMatch(/may not import adapters/)
    expect(checkImport("core", "core/src/rules/a.ts", "../../../adapters/src/x")).toMatch(/may not import adapters/)
    expect(checkImport("core", "core/src/a.ts", "effect/Schema")).toBeUndefined()
    expect(checkImport("core", "core/src/rules/a.ts", "../schemas/risk")).toBeUndefined()
  })

  it("rejects adapters importing apps, and web importing server code or adapters", () => {
    expect(checkImport("adapters", "adapters/src/a.ts", "@initpack/server/app")).toMatch(/may not import server/)
    expect(checkImport("web", "apps/web/src/a.tsx", "@initpack/adapters/db/pglite")).toMatch(/may not import adapters/)
    expect(checkImport("web", "apps/web/src/a.tsx", "../../server/src/app")).toMatch(/may not import server/)
    expect(checkImport("web", "apps/web/src/a.tsx", "node:fs")).toMatch(/browser/)
    expect(checkImport("web", "apps/web/src/a.tsx", "@initpack/core/rules/risk/rag")).toBeUndefined()
    expect(checkImport("cli", "apps/cli/src/a.ts", "@initpack/server/main")).toMatch(/may not import server/)
    expect(checkImport("server", "apps/server/src/a.ts", "@initpack/adapters/db/pglite")).toBeUndefined()
  })
})

// Debian's Chromium driven by playwright-core (never a downloaded browser).
import { existsSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { chromium, type Browser, type Page } from "playwright-core"

export const CHROMIUM = "/usr/bin/chromium"

export const hasChromium = (): boolean => existsSync(CHROMIUM)

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
  })

const require = createRequire(import.meta.url)
const axeSource = (): string => readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

export interface AxeViolation {
  readonly id: string
  readonly impact: string | null
  readonly help: string
  readonly nodes: ReadonlyArray<{ readonly target: ReadonlyArray<string> }>
}

/** Injects axe-core into the page and returns the serious and critical violations. */
export const seriousViolations = async (page: Page): Promise<ReadonlyArray<AxeViolation>> => {
  // Evaluated over the DevTools protocol: the page's CSP (script-src 'self') rightly blocks an inline <script>.
  await page.evaluate(axeSource())
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(document)
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }))
  })
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical")
}

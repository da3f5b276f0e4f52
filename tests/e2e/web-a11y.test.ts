// Accessibility (axe-core in Chromium) and small-screen checks of the main screens (issue 10).
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { hasChromium, launchBrowser, seriousViolations } from "./support/browser"
import { signUp, subscribeMonthly, uniqueEmail } from "./support/flows"
import { startWebApp, type WebApp } from "./support/start-web-app"

const run = hasChromium() ? describe : describe.skip
// Set E2E_SCREENSHOTS=<folder> to keep screenshots of the landing page and /app.
const shots = process.env.E2E_SCREENSHOTS

run("accessibility and layout (Chromium + axe-core)", { timeout: 120_000 }, () => {
  let app: WebApp
  let browser: Browser
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    ;[app, browser] = await Promise.all([startWebApp(), launchBrowser()])
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    page = await context.newPage()
  }, 120_000)

  afterAll(async () => {
    await context?.close()
    await browser?.close()
    await app?.close()
  })

  const scan = async (path: string, ready: string) => {
    await page.goto(`${app.url}${path}`)
    await page.getByRole("heading", { name: ready }).first().waitFor()
    const violations = await seriousViolations(page)
    expect(violations.map((v) => `${path}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
  }

  it("public pages have no serious or critical axe violations: landing, login, sign-up", async () => {
    await scan("/", "Project initiation documents, drafted in minutes")
    if (shots) {
      mkdirSync(shots, { recursive: true })
      await page.screenshot({ path: join(shots, "landing.png"), fullPage: true })
    }
    await scan("/login", "Sign in")
    await scan("/signup", "Create your account")
    await scan("/pricing-signup", "Prices")
  })

  it("signed-in pages have no serious or critical axe violations: pricing, /app, projects, create", async () => {
    await signUp(page, app.url, uniqueEmail("a11y"))
    await scan("/pricing", "Choose a plan")
    await subscribeMonthly(page)
    await scan("/app", "Welcome")
    if (shots) await page.screenshot({ path: join(shots, "app.png"), fullPage: true })
    await scan("/app/projects", "Existing Projects")
    await scan("/app/create", "Create New Project")
  })

  it("fits a 375 px wide phone without horizontal scrolling", async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, storageState: await context.storageState() })
    const small = await phone.newPage()
    for (const [path, heading] of [
      ["/", "Project initiation documents, drafted in minutes"],
      ["/pricing-signup", "Prices"],
      ["/app", "Welcome"],
      ["/app/create", "Create New Project"]
    ] as const) {
      await small.goto(`${app.url}${path}`)
      await small.getByRole("heading", { name: heading }).first().waitFor()
      const overflow = await small.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect({ path, overflow }).toEqual({ path, overflow: 0 })
      if (shots && path === "/app") await small.screenshot({ path: join(shots, "app-375.png"), fullPage: true })
    }
    await phone.close()
  })

  it("the help popover opens on click and closes on Esc or a second click (§2.14), 28rem wide", async () => {
    await page.goto(`${app.url}/app/create`)
    const button = page.getByRole("button", { name: "Help: Creating a project" })
    await button.click()
    const panel = page.getByRole("dialog", { name: "Creating a project" })
    await panel.waitFor()
    const width = await panel.evaluate((el) => el.getBoundingClientRect().width / parseFloat(getComputedStyle(document.documentElement).fontSize))
    expect(width).toBeCloseTo(28, 1)
    await page.keyboard.press("Escape")
    await panel.waitFor({ state: "detached" })
    await button.click()
    await panel.waitFor()
    await button.click()
    await panel.waitFor({ state: "detached" })
  })
})

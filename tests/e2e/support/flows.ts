// Browser steps shared by the end-to-end tests.
// No vitest import: scripts/capture-demos.ts runs these steps as a plain node script.
import { ok } from "node:assert/strict"
import type { Page } from "playwright-core"
import { timeUntil } from "../../support/poll"

export const PASSWORD = "correct-horse-battery-9"

let counter = 0
export const uniqueEmail = (tag: string): string => `${tag}-${Date.now()}-${++counter}@e2e.test`

/** Waits until the URL path (and optionally query) satisfies `test`. */
export const waitForPath = async (page: Page, test: (url: URL) => boolean, timeout = 10_000): Promise<URL> => {
  await page.waitForURL((url) => test(url), { timeout })
  return new URL(page.url())
}

export const signUp = async (page: Page, base: string, email: string, name = "Erin Example"): Promise<void> => {
  await page.goto(`${base}/signup`)
  await page.getByLabel("Name").fill(name)
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Role").selectOption("Project Manager")
  await page.getByLabel("Country").selectOption("Ireland")
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD)
  await page.getByLabel("Confirm password").fill(PASSWORD)
  const submit = page.getByRole("button", { name: "Sign up" })
  ok(await submit.isDisabled(), "Sign up is disabled until the terms are accepted")
  await page.getByLabel(/I accept the/).check()
  await submit.click()
  await waitForPath(page, (url) => url.pathname === "/pricing")
}

export const signIn = async (page: Page, base: string, email: string, password = PASSWORD): Promise<void> => {
  await page.goto(`${base}/login`)
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password").fill(password)
  await page.getByRole("button", { name: "Sign in" }).click()
}

/** Picks the monthly plan on /pricing and confirms the local checkout page (issue 4) in the browser; ends in /app. */
export const subscribeMonthly = async (page: Page): Promise<void> => {
  await page.getByRole("button", { name: "Choose the 1 month plan" }).click()
  await page.waitForURL((url) => url.pathname !== "/pricing", { timeout: 15_000 })
  if (!new URL(page.url()).pathname.startsWith("/app")) {
    await page.getByRole("button", { name: /confirm|pay/i }).first().click()
  }
  await page.waitForURL((url) => url.pathname.startsWith("/app"), { timeout: 15_000 })
}

/** Creates a waterfall project from /app/create (§2.4); answers the /app/scope URL it lands on (project, projectId, mode, delivery). */
export const createWaterfallProject = async (page: Page, base: string, name: string): Promise<URL> => {
  await page.goto(`${base}/app/create`)
  await page.getByLabel("Project name").fill(name)
  // Continue is enabled once the plan is known; only then is it settled whether the method is a choice
  // (radios) or fixed by the plan (free: waterfall only, no radios)
  const submit = page.getByRole("button", { name: "Continue" })
  await timeUntil(() => submit.isEnabled(), 15_000)
  const waterfall = page.getByLabel("Waterfall / PRINCE2")
  if ((await waterfall.count()) > 0) await waterfall.check()
  await submit.click()
  const landed = await waitForPath(page, (url) => url.pathname === "/app/scope")
  ok(/^\d+$/.test(landed.searchParams.get("projectId") ?? ""), `a numeric projectId in ${landed.href}`)
  return landed
}

// Browser steps shared by the end-to-end tests.
import { expect } from "vitest"
import type { Page } from "playwright-core"

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
  expect(await submit.isDisabled()).toBe(true)
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

/**
 * Picks the monthly plan on /pricing and confirms the local checkout page (issue 4); ends in /app.
 * strict: the Confirm button must work in the browser. Otherwise a known server fault (the confirm
 * form refuses the `Origin: null` Chromium sends under Referrer-Policy: no-referrer) is worked around
 * with a same-origin request, and reported, so tests about other screens can go on.
 */
export const subscribeMonthly = async (page: Page, options: { readonly strict?: boolean } = {}): Promise<void> => {
  await page.getByRole("button", { name: "Sign up for the 1 month plan" }).click()
  await page.waitForURL((url) => url.pathname !== "/pricing", { timeout: 15_000 })
  const checkout = new URL(page.url())
  if (!checkout.pathname.startsWith("/app")) {
    await page.getByRole("button", { name: /confirm|pay/i }).first().click()
    await page.waitForURL((url) => url.pathname !== checkout.pathname, { timeout: 15_000 })
    const refused = (await page.getByRole("heading", { name: "Refused" }).count()) > 0
    if (refused) {
      if (options.strict) throw new Error(`The local checkout refused the browser's Confirm form (${page.url()}): Origin: null under Referrer-Policy: no-referrer`)
      console.log("[e2e] server fault: /checkout/local/:id/confirm refuses the browser form (Origin: null); confirming with a same-origin request")
      const answer = await page.request.post(`${checkout.origin}${checkout.pathname}/confirm`, { headers: { Origin: checkout.origin }, maxRedirects: 0 })
      if (answer.status() !== 303) throw new Error(`local checkout confirm answered ${answer.status()}`)
      await page.goto(`${checkout.origin}${answer.headers()["location"] ?? "/app"}`)
    }
  }
  await page.waitForURL((url) => url.pathname.startsWith("/app"), { timeout: 15_000 })
}

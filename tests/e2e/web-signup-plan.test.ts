// Issue 37: sign-up says which field is still needed; after sign-up, Go to workspace lands on Choose a plan with
// the reason, buttons labelled for a signed-in user, and the Free plan one click from the workspace.
import { describe, expect, it } from "vitest"
import { hasChromium, seriousViolations } from "./support/browser"
import { PASSWORD, uniqueEmail, waitForPath } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip

run("Sign-up and Choose a plan (Chromium)", { timeout: 120_000 }, () => {
  const web = useWebSuite()

  it("the disabled Sign up names what is missing; Go to workspace explains the plan page; Start free now opens the workspace", async () => {
    const page = await web.newPage()
    await page.goto(`${web.app.url}/signup`)
    const missing = page.getByTestId("signup-missing")
    const submit = page.getByRole("button", { name: "Sign up" })
    expect(await submit.isDisabled()).toBe(true)
    expect(await missing.textContent()).toBe("Still needed: Email, Role, Country, Password, accepting the Terms.")
    expect(await submit.getAttribute("aria-describedby")).toBe("signup-missing")
    await page.getByLabel("Name").fill("Pat Manager")
    await page.getByLabel("Email").fill(uniqueEmail("plan"))
    await page.getByLabel("Role").selectOption("Project Manager")
    await page.getByLabel("Password", { exact: true }).fill("short")
    await missing.filter({ hasText: "Country, Password (at least 12 characters), Confirm password (the same password again), accepting the Terms." }).waitFor()
    await page.getByLabel("Country").selectOption("Australia")
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD)
    await page.getByLabel("Confirm password").fill(PASSWORD)
    await missing.filter({ hasText: "Still needed: accepting the Terms." }).waitFor()
    await page.getByLabel(/I accept the/).check()
    await missing.waitFor({ state: "detached" })
    await submit.click()
    await waitForPath(page, (url) => url.pathname === "/pricing")

    // the workspace link bounces here: the page says why, and its buttons are for a signed-in user
    await page.getByRole("link", { name: "Go to workspace" }).click()
    await waitForPath(page, (url) => url.pathname === "/pricing")
    await page.getByTestId("no-plan-reason").filter({ hasText: "Your workspace opens once your account has a plan, and it has none yet." }).waitFor()
    await page.getByText("You are signed in as Pat Manager.", { exact: false }).waitFor()
    expect(await page.getByRole("button", { name: /^Sign up/ }).count()).toBe(0)
    await page.getByRole("button", { name: "Choose the 1 month plan" }).waitFor()
    expect(await seriousViolations(page)).toEqual([])

    // the Free plan in one step, straight into the workspace
    await page.getByRole("button", { name: "Start free now" }).click()
    await waitForPath(page, (url) => url.pathname === "/app" || url.pathname.startsWith("/app/"))
    await page.getByRole("link", { name: /Create New Project/ }).first().waitFor()
    expect(new URL(page.url()).pathname).not.toBe("/pricing")
  })
})

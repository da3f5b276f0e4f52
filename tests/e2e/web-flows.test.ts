// End-to-end flows of issue 10 in Debian's Chromium against the real server (platform.md §2, §4).
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { generate } from "otplib"
import { hasChromium, launchBrowser } from "./support/browser"
import { signIn, signUp, subscribeMonthly, uniqueEmail, waitForPath } from "./support/flows"
import { ADMIN_EMAIL, ADMIN_PASSWORD, latestMail, startWebApp, type WebApp } from "./support/start-web-app"

const run = hasChromium() ? describe : describe.skip
if (!hasChromium()) console.log("[e2e] /usr/bin/chromium is missing: browser tests skipped (apt-get install -y chromium)")

// Generous timeouts: the machine is shared, and Chromium plus the server compete for two cores.
run("web app end to end (Chromium)", { timeout: 120_000 }, () => {
  let app: WebApp
  let browser: Browser
  const contexts: BrowserContext[] = []

  const newPage = async (): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    contexts.push(context)
    return context.newPage()
  }

  beforeAll(async () => {
    ;[app, browser] = await Promise.all([startWebApp(), launchBrowser()])
  }, 120_000)

  afterAll(async () => {
    for (const context of contexts) await context.close()
    await browser?.close()
    await app?.close()
  })

  it("§2.1: unknown top-level paths redirect to /, the landing page offers sign-in, sign-up and prices", async () => {
    const page = await newPage()
    await page.goto(`${app.url}/no-such-page`)
    await waitForPath(page, (url) => url.pathname === "/")
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toMatch(/Project initiation documents/)
    expect(await page.getByRole("link", { name: "Sign in" }).count()).toBeGreaterThan(0)
    expect(await page.locator('a[href="/demo/scope"]').count()).toBe(1)
    expect(await page.locator('a[href="/demo/wbs"]').count()).toBe(1)
    expect(await page.locator('a[href="/demo/risk"]').count()).toBe(1)
    const api = await page.request.get(`${app.url}/api/no-such-route`)
    expect(api.status()).toBe(404)
    expect(api.headers()["content-type"]).toContain("application/json")
  })

  it("§2.4-2.7: sign up -> pricing -> checkout -> /app -> create waterfall -> tiles -> archive -> unarchive", async () => {
    const page = await newPage()
    const email = uniqueEmail("flow")
    await signUp(page, app.url, email)
    await subscribeMonthly(page)
    // The local checkout returns to Subscription & Usage (issue 4); the app is open from there.
    await page.goto(`${app.url}/app`)
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor()

    await page.getByRole("link", { name: "Create New Project" }).first().click()
    await waitForPath(page, (url) => url.pathname === "/app/create")
    await page.getByLabel("Project name").fill("Warehouse scanners")
    await page.getByLabel("Waterfall / PRINCE2").check()
    await page.getByRole("button", { name: "Continue" }).click()
    const landed = await waitForPath(page, (url) => url.pathname === "/app/scope")
    expect(landed.searchParams.get("project")).toBe("Warehouse scanners")
    expect(landed.searchParams.get("projectId")).toMatch(/^\d+$/)
    expect(landed.searchParams.get("mode")).toBe("create")
    expect(landed.searchParams.get("delivery")).toBe("waterfall")
    await page.getByRole("heading", { name: "Scope Builder", level: 1 }).waitFor()

    // The Scope Builder goes back to the project's workspace.
    await page.getByRole("button", { name: "Back to Project Workspace" }).click()
    await waitForPath(page, (url) => /^\/app\/projects\/\d+$/.test(url.pathname))
    await page.getByRole("heading", { name: "Warehouse scanners" }).waitFor()

    // Agile goes to the quick draft first and has the agile tiles (§2.4, §2.7).
    await page.goto(`${app.url}/app/create`)
    await page.getByLabel("Project name").fill("Mobile app")
    await page.getByLabel("Agile / Product").check()
    await page.getByRole("button", { name: "Continue" }).click()
    const agile = await waitForPath(page, (url) => url.pathname === "/app/agile/quick-draft")
    expect(agile.searchParams.get("delivery")).toBe("agile")
    await page.goto(`${app.url}/app/projects/${agile.searchParams.get("projectId")}`)
    await page.getByRole("heading", { name: "Mobile app" }).waitFor()
    expect(await page.getByRole("list", { name: "Modules" }).getByRole("listitem").count()).toBe(9)

    // A duplicate name is refused with the §5 text.
    await page.goto(`${app.url}/app/create`)
    await page.getByLabel("Project name").fill("  warehouse scanners ")
    await page.getByRole("button", { name: "Continue" }).click()
    await page.getByText("You already have a project with that name. Choose another.").waitFor()

    await page.getByRole("link", { name: "Existing Projects" }).click()
    await page.getByRole("cell", { name: "Warehouse scanners", exact: true }).waitFor()
    await page.getByRole("button", { name: "Open Warehouse scanners" }).click()
    await waitForPath(page, (url) => url.pathname === "/app/projects/landing")
    await page.getByRole("heading", { name: "Warehouse scanners" }).waitFor()
    const tiles = await page.getByRole("list", { name: "Modules" }).getByRole("heading").allTextContents()
    expect(tiles).toEqual(["Scope", "Stakeholders", "Risk Register", "WBS Builder", "Budget", "Short Comms Plan", "Reports and Initiation Pack"])
    const commsHref = await page.getByRole("link", { name: /Short Comms Plan/ }).getAttribute("href")
    expect(commsHref).toContain("approach=Waterfall")

    await page.getByRole("link", { name: "Existing Projects" }).click()
    await page.getByRole("button", { name: "Archive Warehouse scanners" }).click()
    await page.getByText("Archive this project? You can restore it from Archived Projects.").waitFor()
    await page.getByRole("dialog").getByRole("button", { name: "Archive" }).click()
    await page.getByRole("cell", { name: "Warehouse scanners", exact: true }).waitFor({ state: "detached" })
    await page.getByRole("cell", { name: "Mobile app", exact: true }).waitFor()

    // Search runs on Enter (§2.5).
    await page.getByLabel("Search projects").fill("zzz")
    await page.getByLabel("Search projects").press("Enter")
    await page.getByText("No projects yet.").waitFor()

    await page.getByRole("link", { name: "Archived Projects" }).click()
    await page.getByRole("cell", { name: "Warehouse scanners", exact: true }).waitFor()
    await page.getByLabel("Filter archived projects by name").fill("nothing-like-it")
    expect(await page.getByRole("cell", { name: "Warehouse scanners", exact: true }).count()).toBe(0)
    await page.getByLabel("Filter archived projects by name").fill("WAREHOUSE")
    await page.getByRole("button", { name: "Unarchive Warehouse scanners" }).click()
    await page.getByText("No archived projects.").waitFor()
    await page.getByRole("link", { name: "Existing Projects" }).click()
    await page.getByRole("cell", { name: "Warehouse scanners", exact: true }).waitFor()

    // §2.3 guard: a module page without ?project goes to the project list; unknown /app paths say Not Found.
    await page.goto(`${app.url}/app/risk`)
    await waitForPath(page, (url) => url.pathname === "/app/projects")
    await page.goto(`${app.url}/app/nowhere`)
    await page.getByRole("heading", { name: "Not Found" }).waitFor()

    // Left nav collapse state survives a reload (localStorage).
    await page.getByRole("button", { name: "Collapse menu" }).click()
    await page.reload()
    await page.getByRole("button", { name: "Expand menu" }).waitFor()

    // Sign out hard-navigates to /welcome.
    await page.getByRole("button", { name: "Sign out" }).click()
    await waitForPath(page, (url) => url.pathname === "/welcome")
    await page.goto(`${app.url}/app/projects`)
    await waitForPath(page, (url) => url.pathname === "/login")
  })

  it("issue 4 local checkout: the Confirm and pay button works in the browser and returns to Subscription & Usage", async () => {
    const page = await newPage()
    await signUp(page, app.url, uniqueEmail("checkout"))
    await subscribeMonthly(page)
    const back = new URL(page.url())
    expect(back.pathname).toBe("/app/account/subscription")
    expect(back.searchParams.get("status")).toBe("success")
    await page.getByText("Payment confirmed. Your usage is up to date.").waitFor()
  })

  it("§2.11/§4: /topup needs sign-in, clamps bundles to 1..10 and starts the card checkout", async () => {
    const page = await newPage()
    await page.goto(`${app.url}/topup?bundles=42`)
    const login = await waitForPath(page, (url) => url.pathname === "/login")
    expect(login.searchParams.get("next")).toBe("/topup?bundles=10")
    await signUp(page, app.url, uniqueEmail("topup-page"))
    await subscribeMonthly(page)
    await page.goto(`${app.url}/topup?bundles=2.7`)
    await page.getByRole("heading", { name: "Buy Top-ups" }).waitFor()
    expect(await page.getByTestId("topup-bundles").textContent()).toBe("2")
    await page.getByRole("button", { name: "Continue to card checkout" }).click()
    await waitForPath(page, (url) => url.pathname.startsWith("/checkout/local/") || url.pathname === "/app/account/subscription")
  })

  it("§2.12/§4: feedback sends a non-blank message, clears the box and shows the server's status", async () => {
    const page = await newPage()
    await signUp(page, app.url, uniqueEmail("feedback"))
    await subscribeMonthly(page)
    await page.goto(`${app.url}/app/feedback`)
    const send = page.getByRole("button", { name: "Send" })
    await page.getByLabel("Message").fill("   ")
    expect(await send.isDisabled()).toBe(true)
    await page.getByLabel("Type").selectOption("Feature Request")
    await page.getByLabel("Message").fill("Please add a Gantt view.")
    await send.click()
    await page.getByText("Sent.").waitFor()
    expect(await page.getByLabel("Message").inputValue()).toBe("")
  })

  it("§2.8: 2FA login asks for the authenticator code and signs in with a computed code", async () => {
    const page = await newPage()
    const email = uniqueEmail("mfa")
    await signUp(page, app.url, email)
    const setup = await page.request.post(`${app.url}/api/auth/2fa/setup`, { data: {}, headers: { Origin: app.url } })
    expect(setup.ok()).toBe(true)
    const { secret } = (await setup.json()) as { secret: string }
    const now = Math.floor(Date.now() / 1000)
    const activate = await page.request.post(`${app.url}/api/auth/2fa/activate`, {
      data: { secret, code: await generate({ secret, epoch: now }) },
      headers: { Origin: app.url }
    })
    expect(activate.ok()).toBe(true)
    await page.request.post(`${app.url}/api/auth/logout`, { data: {}, headers: { Origin: app.url } })

    await signIn(page, app.url, email)
    const code = page.getByLabel("Authenticator code")
    await code.waitFor()
    await code.fill("12")
    await page.getByRole("button", { name: "Verify code" }).click()
    await page.getByText("Enter the 6-digit code from your authenticator app.", { exact: true }).first().waitFor()
    // Each code is usable once: use the next time step (within the server's tolerance).
    await code.fill(await generate({ secret, epoch: now + 30 }))
    await page.getByRole("button", { name: "Verify code" }).click()
    // No subscription yet: §2.1 sends the user to /pricing.
    await waitForPath(page, (url) => url.pathname === "/pricing")
  })

  it("§2.10: password reset through the outbox link, then /login?reset=1", async () => {
    const page = await newPage()
    const email = uniqueEmail("reset")
    await signUp(page, app.url, email)
    await page.request.post(`${app.url}/api/auth/logout`, { data: {}, headers: { Origin: app.url } })
    await page.goto(`${app.url}/login`)
    await page.getByRole("button", { name: "Forgot password?" }).click()
    await page.getByText("Enter your email first, then click 'Forgot password?'").waitFor()
    await page.getByLabel("Email").fill(email)
    await page.getByRole("button", { name: "Forgot password?" }).click()
    await page.getByText("If that email exists, a reset link has been sent.").waitFor()

    const mail = await latestMail(app.sql, email)
    const link = mail?.body.match(/https?:\/\/\S+\/reset-password\?token=[^\s"<]+/)?.[0]
    expect(link).toBeDefined()
    const target = new URL(link!)
    await page.goto(`${app.url}${target.pathname}${target.search}`)
    await page.getByLabel("New password", { exact: true }).fill("short")
    await page.getByLabel("Repeat new password").fill("short")
    await page.getByRole("button", { name: "Set new password" }).click()
    await page.getByText("Password must be at least 8 characters.").waitFor()
    const fresh = "a-brand-new-passphrase"
    await page.getByLabel("New password", { exact: true }).fill(fresh)
    await page.getByLabel("Repeat new password").fill(fresh)
    const started = Date.now()
    await page.getByRole("button", { name: "Set new password" }).click()
    await waitForPath(page, (url) => url.pathname === "/login" && url.searchParams.get("reset") === "1")
    expect(Date.now() - started).toBeGreaterThanOrEqual(1100)
    await signIn(page, app.url, email, fresh)
    await waitForPath(page, (url) => url.pathname === "/pricing")
  })

  it("§2.4: a free-plan user sees that Agile isn’t available and the method is fixed", async () => {
    const page = await newPage()
    await signUp(page, app.url, uniqueEmail("free"))
    await page.goto(`${app.url}/free/start`)
    await page.getByRole("button", { name: "Enter" }).click()
    await waitForPath(page, (url) => url.pathname.startsWith("/app"))
    await page.goto(`${app.url}/app/create`)
    await page.getByText("Agile isn’t available on your current plan.").waitFor()
    expect(await page.getByTestId("fixed-method").textContent()).toBe("Waterfall / PRINCE2")

    // The free plan allows 1 project in total: the second attempt shows the Upgrade required box.
    await page.getByLabel("Project name").fill("First free project")
    await page.getByRole("button", { name: "Continue" }).click()
    await waitForPath(page, (url) => url.pathname === "/app/scope")
    await page.goto(`${app.url}/app/create`)
    await page.getByLabel("Project name").fill("Second free project")
    await page.getByRole("button", { name: "Continue" }).click()
    const box = page.getByRole("status").filter({ hasText: "Upgrade required" })
    await box.waitFor()
    expect(await box.getByRole("link").count()).toBe(1)
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/create-upgrade.png` })
  })

  it("§2.13: admin pages send non-admins to /app; an admin grants a top-up and the user's usage shows it", async () => {
    const userPage = await newPage()
    const email = uniqueEmail("topup")
    await signUp(userPage, app.url, email)
    await subscribeMonthly(userPage)
    await userPage.goto(`${app.url}/app/admin`)
    await waitForPath(userPage, (url) => url.pathname === "/app")

    expect((await userPage.request.get(`${app.url}/api/admin/users`)).status()).toBe(403)
    const adminPage = await newPage()
    await signIn(adminPage, app.url, ADMIN_EMAIL, ADMIN_PASSWORD)
    await waitForPath(adminPage, (url) => url.pathname !== "/login")
    await adminPage.goto(`${app.url}/app/admin/users`)
    await adminPage.getByLabel("Search").fill(email)
    await adminPage.getByRole("button", { name: "Search" }).click()
    await adminPage.getByRole("button", { name: `Details for ${email}` }).click()
    await adminPage.getByRole("button", { name: "Grant 1 top-up (+2 projects)" }).click()
    await adminPage.getByText("Granted 1 top-up bundle.").waitFor()

    await userPage.goto(`${app.url}/app/account/subscription`)
    await userPage.getByTestId("usage-topups").getByText("Includes 2 project creations from top-ups.").waitFor()
    expect(await userPage.getByTestId("usage-remaining").textContent()).toBe("6")

    // The dashboard shows counts by window (24h, 5d, 1m) from the stats calls.
    await adminPage.goto(`${app.url}/app/admin`)
    await adminPage.getByRole("heading", { name: "Admin Dashboard" }).waitFor()
    const rows = adminPage.getByRole("table", { name: "Counts by window" }).getByRole("row")
    expect(await rows.count()).toBe(4)
    // the rows show "—" until the stats calls answer
    await expect.poll(async () => Number(await rows.nth(1).getByRole("cell").nth(1).textContent()), { timeout: 10_000 }).toBeGreaterThanOrEqual(1)
    expect(await adminPage.getByRole("alert").count()).toBe(0)
  })
})

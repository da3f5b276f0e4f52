// Admin screens of issue 10 in Debian's Chromium against the real server (platform.md §2.13, §4, §6, §7):
// every user action is driven through the UI as the admin, and its effect is checked through the API.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { request, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core"
import { hasChromium, launchBrowser } from "./support/browser"
import { PASSWORD, signIn, uniqueEmail, waitForPath } from "./support/flows"
import { ADMIN_EMAIL, ADMIN_PASSWORD, startWebApp, type WebApp } from "./support/start-web-app"

const run = hasChromium() ? describe : describe.skip
if (!hasChromium()) console.log("[e2e] /usr/bin/chromium is missing: browser tests skipped (apt-get install -y chromium)")

const shots = process.env.E2E_SCREENSHOTS

run("admin screens end to end (Chromium)", { timeout: 120_000 }, () => {
  let app: WebApp
  let browser: Browser
  let adminPage: Page
  let adminApi: APIRequestContext
  const contexts: BrowserContext[] = []
  const apis: APIRequestContext[] = []

  const newPage = async (): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    contexts.push(context)
    return context.newPage()
  }

  /** An API client with its own cookie jar; state-changing calls need the server's own Origin. */
  const newApi = async (): Promise<APIRequestContext> => {
    const api = await request.newContext({ baseURL: app.url, extraHTTPHeaders: { origin: app.url } })
    apis.push(api)
    return api
  }

  const login = (api: APIRequestContext, email: string, password = PASSWORD) =>
    api.post("/api/auth/login", { data: { email, password } })

  /** A real user registered through the API (signed in on the returned client). */
  const registerUser = async (tag: string): Promise<{ email: string; id: number; api: APIRequestContext }> => {
    const api = await newApi()
    const email = uniqueEmail(tag)
    const res = await api.post("/api/auth/register", {
      data: { email, password: PASSWORD, name: `User ${tag}`, role: "Project Manager", country: "Ireland" }
    })
    expect(res.status()).toBe(201)
    const body = (await res.json()) as { user: { id: number } }
    return { email, id: body.user.id, api }
  }

  const mySubscription = async (api: APIRequestContext) =>
    (await (await api.get("/api/subscriptions/me")).json()) as { plan_code: string | null; status: string }

  const projectNames = async (api: APIRequestContext, archived: boolean): Promise<string[]> => {
    const res = await api.get(archived ? "/api/projects/archived" : "/api/projects")
    expect(res.status()).toBe(200)
    return ((await res.json()) as { projects: Array<{ name: string }> }).projects.map((p) => p.name).sort()
  }

  const createProject = async (api: APIRequestContext, name: string, archive = false): Promise<void> => {
    const res = await api.post("/api/projects", { data: { name, methodology: "waterfall" } })
    expect(res.status(), await res.text()).toBe(201)
    if (!archive) return
    const { id } = (await res.json()) as { id: number }
    expect((await api.post(`/api/projects/${id}/archive`, { data: {} })).status()).toBe(200)
  }

  /** Opens the user's detail on /app/admin/users through the search form. */
  const openUser = async (email: string): Promise<Locator> => {
    await adminPage.goto(`${app.url}/app/admin/users`)
    await adminPage.getByRole("heading", { name: "Admin Users" }).waitFor()
    await adminPage.getByRole("searchbox", { name: "Search" }).fill(email)
    await adminPage.getByRole("button", { name: "Search", exact: true }).click()
    await adminPage.getByRole("button", { name: `Details for ${email}` }).click()
    const detail = adminPage.getByRole("region", { name: `User ${email}` })
    await detail.getByRole("heading", { name: `User: ${email}` }).waitFor()
    return detail
  }

  const toast = (text: string) => adminPage.getByRole("status").getByText(text, { exact: true }).waitFor()

  beforeAll(async () => {
    ;[app, browser] = await Promise.all([startWebApp(), launchBrowser()])
    adminPage = await newPage()
    await signIn(adminPage, app.url, ADMIN_EMAIL, ADMIN_PASSWORD)
    await waitForPath(adminPage, (url) => url.pathname !== "/login")
    adminApi = await newApi()
    expect((await login(adminApi, ADMIN_EMAIL, ADMIN_PASSWORD)).status()).toBe(200)
  }, 120_000)

  afterAll(async () => {
    for (const api of apis) await api.dispose()
    for (const context of contexts) await context.close()
    await browser?.close()
    await app?.close()
  })

  it("§2.13: a non-admin with an active subscription is sent from every admin page to /app", async () => {
    const user = await registerUser("nonadmin")
    expect((await adminApi.patch(`/api/admin/users/${user.id}`, { data: { plan: "monthly" } })).status()).toBe(200)
    const page = await newPage()
    await signIn(page, app.url, user.email)
    await waitForPath(page, (url) => url.pathname.startsWith("/app"))
    for (const path of ["/app/admin", "/app/admin/users", "/app/admin/subscriptions"]) {
      await page.goto(`${app.url}${path}`)
      const landed = await waitForPath(page, (url) => url.pathname === "/app")
      expect(landed.pathname, path).toBe("/app")
      await page.getByRole("heading", { name: /^Welcome/ }).waitFor()
      expect(await page.getByRole("heading", { name: "Admin Users" }).count()).toBe(0)
    }
  })

  it("§6: set a plan, then clear it; the user's /api/subscriptions/me follows", async () => {
    const user = await registerUser("plan")
    expect((await mySubscription(user.api)).status).not.toBe("active")
    const detail = await openUser(user.email)

    await detail.getByLabel("Plan").selectOption({ label: "3 months" })
    await detail.getByRole("button", { name: "Set plan" }).click()
    await toast("Plan set to quarterly.")
    const set = await mySubscription(user.api)
    expect(set.plan_code).toBe("quarterly")
    expect(set.status).toBe("active")
    // The search list and a fresh detail show the plan too.
    await adminPage.getByRole("table", { name: "Users" }).getByRole("cell", { name: "3 months" }).waitFor()
    expect(await detail.getByLabel("Plan").inputValue()).toBe("quarterly")

    await detail.getByLabel("Plan").selectOption({ label: "No plan" })
    await detail.getByRole("button", { name: "Clear plan" }).click()
    await toast("Plan cleared.")
    expect((await mySubscription(user.api)).status).not.toBe("active")
    const current = (await (await adminApi.get(`/api/admin/users/${user.id}/current-plan`)).json()) as { plan_code: string | null }
    expect(current.plan_code).toBeNull()
    expect(await detail.getByLabel("Plan").inputValue()).toBe("")
    await detail.getByRole("button", { name: "Close details" }).click()
    await detail.waitFor({ state: "detached" })
  })

  it("§6: deactivate refuses sign-in and ends sessions; activate lets the user back in", async () => {
    const user = await registerUser("active")
    expect((await user.api.get("/api/subscriptions/me")).status()).toBe(200)
    const detail = await openUser(user.email)

    await detail.getByRole("button", { name: "Deactivate" }).click()
    await toast("User deactivated.")
    // §4: the button toggles between Activate and Deactivate.
    await detail.getByRole("button", { name: "Activate" }).waitFor()
    await detail.getByText("inactive", { exact: true }).waitFor()
    expect((await user.api.get("/api/subscriptions/me")).status()).toBe(401)
    const refused = await login(await newApi(), user.email)
    expect(refused.ok()).toBe(false)
    expect(((await (await adminApi.get(`/api/admin/users/${user.id}`)).json()) as { is_active: boolean }).is_active).toBe(false)

    await detail.getByRole("button", { name: "Activate" }).click()
    await toast("User activated.")
    await detail.getByRole("button", { name: "Deactivate" }).waitFor()
    expect((await login(await newApi(), user.email)).status()).toBe(200)
  })

  it("§6: a one-time reset token shown to the admin sets a new password once", async () => {
    const user = await registerUser("reset")
    const detail = await openUser(user.email)
    await detail.getByRole("button", { name: "Create password reset token" }).click()
    const link = new URL((await detail.getByTestId("admin-reset-link").textContent()) ?? "")
    expect(link.origin).toBe(app.url)
    expect(link.pathname).toBe("/reset-password")
    const token = link.searchParams.get("token") ?? ""
    expect(token.length).toBeGreaterThan(10)

    // The link works on the public reset page.
    const page = await newPage()
    await page.goto(link.toString())
    await page.getByLabel("New password", { exact: true }).fill("brand-new-password-1")
    await page.getByLabel("Repeat new password").fill("brand-new-password-1")
    await page.getByRole("button", { name: /reset|save|set/i }).click()
    await waitForPath(page, (url) => url.pathname === "/login" && url.searchParams.get("reset") === "1")
    expect((await login(await newApi(), user.email, "brand-new-password-1")).status()).toBe(200)
    expect((await login(await newApi(), user.email)).ok()).toBe(false)
    // Single use.
    const again = await (await newApi()).post("/api/auth/password/reset/confirm", { data: { token, password: "another-password-2" } })
    expect(again.ok()).toBe(false)
  })

  it("§6: delete archived, then active, then all projects of a user", async () => {
    const user = await registerUser("projects")
    expect((await adminApi.patch(`/api/admin/users/${user.id}`, { data: { plan: "annual" } })).status()).toBe(200)
    expect((await adminApi.post(`/api/admin/users/${user.id}/topups`, { data: { bundles: 2 } })).status()).toBe(200)
    await createProject(user.api, "Alpha", true)
    await createProject(user.api, "Bravo", true)
    await createProject(user.api, "Charlie")
    await createProject(user.api, "Delta")
    const detail = await openUser(user.email)
    await detail.getByText("2 active, 2 archived").waitFor()

    const confirmDelete = async (button: string, question: string) => {
      await detail.getByRole("button", { name: button }).click()
      const dialog = adminPage.getByRole("dialog", { name: "Delete projects" })
      await dialog.getByText(question).waitFor()
      await dialog.getByRole("button", { name: "Delete" }).click()
    }

    await confirmDelete("Delete archived projects", `Delete the archived projects of ${user.email}?`)
    await toast("Deleted 2 archived projects.")
    expect(await projectNames(user.api, true)).toEqual([])
    expect(await projectNames(user.api, false)).toEqual(["Charlie", "Delta"])
    await detail.getByText("2 active, 0 archived").waitFor()

    await confirmDelete("Delete active projects", `Delete the active projects of ${user.email}?`)
    await toast("Deleted 2 active projects.")
    expect(await projectNames(user.api, false)).toEqual([])
    await detail.getByText("0 active, 0 archived").waitFor()

    await createProject(user.api, "Echo", true)
    await createProject(user.api, "Foxtrot")
    await detail.getByRole("button", { name: "Delete all projects" }).click()
    // Cancel leaves everything in place.
    const dialog = adminPage.getByRole("dialog", { name: "Delete projects" })
    await dialog.getByRole("button", { name: "Cancel" }).click()
    await dialog.waitFor({ state: "hidden" })
    expect(await projectNames(user.api, false)).toEqual(["Foxtrot"])
    await confirmDelete("Delete all projects", `Delete the all projects of ${user.email}?`.replace("the all", "all"))
    await toast("Deleted 2 projects.")
    expect(await projectNames(user.api, false)).toEqual([])
    expect(await projectNames(user.api, true)).toEqual([])
  })

  it("§5, §6: delete user asks for confirmation, then the user is gone", async () => {
    const user = await registerUser("delete")
    const detail = await openUser(user.email)
    await detail.getByRole("button", { name: "Delete user" }).click()
    const dialog = adminPage.getByRole("dialog", { name: "Delete user" })
    await dialog.getByText(`Delete ${user.email} and all their data? This cannot be undone.`).waitFor()
    await dialog.getByRole("button", { name: "Cancel" }).click()
    await dialog.waitFor({ state: "hidden" })
    expect((await adminApi.get(`/api/admin/users/${user.id}`)).status()).toBe(200)

    await detail.getByRole("button", { name: "Delete user" }).click()
    await dialog.getByRole("button", { name: "Delete" }).click()
    await toast("User deleted.")
    await detail.waitFor({ state: "detached" })
    await adminPage.getByRole("table", { name: "Users" }).getByText("No users match.").waitFor()
    expect((await adminApi.get(`/api/admin/users/${user.id}`)).status()).toBe(404)
    const search = (await (await adminApi.get(`/api/admin/users?q=${encodeURIComponent(user.email)}`)).json()) as { users: unknown[] }
    expect(search.users).toEqual([])
    expect((await login(await newApi(), user.email)).ok()).toBe(false)
    expect((await user.api.get("/api/subscriptions/me")).status()).toBe(401)
  })

  it("§2.13: the dashboard shows counts, subscriptions and top-ups by window, usage by action and alerts", async () => {
    const user = await registerUser("dash")
    expect((await adminApi.patch(`/api/admin/users/${user.id}`, { data: { plan: "monthly" } })).status()).toBe(200)
    expect((await adminApi.post(`/api/admin/users/${user.id}/topups`, { data: { bundles: 3 } })).status()).toBe(200)
    await createProject(user.api, "Dash one")
    await createProject(user.api, "Dash two")
    // Alerts are raised by the hourly job; seed one open alert row as the job would write it.
    await app.sql.query(
      "INSERT INTO usage_alerts (user_id, alert_window, observed, threshold, baseline_p95, created_at) VALUES ($1, '24h', 120, 50, 3, now())",
      [user.id]
    )

    const stat = async (path: string) => (await (await adminApi.get(`/api/admin/stats/${path}`)).json()) as Record<string, unknown>
    const [users, subs, topups, usage] = await Promise.all([stat("users"), stat("subscriptions"), stat("topups"), stat("usage")])
    const windowsOf = (body: Record<string, unknown>) => body.windows as Array<{ window: string; count: number; bundles?: number }>

    await adminPage.goto(`${app.url}/app/admin`)
    await adminPage.getByRole("heading", { name: "Admin Dashboard" }).waitFor()
    const counts = adminPage.getByRole("table", { name: "Counts by window" })
    await counts.getByRole("cell", { name: "1m" }).waitFor()
    const header = await counts.getByRole("columnheader").allTextContents()
    expect(header).toEqual(["Window", "New users", "Subscriptions", "Top-ups", "Top-up bundles"])
    for (const [i, window] of ["24h", "5d", "1m"].entries()) {
      const cells = await counts.getByRole("row").nth(i + 1).getByRole("cell").allTextContents()
      expect(cells).toEqual([
        window,
        String(windowsOf(users)[i]!.count),
        String(windowsOf(subs)[i]!.count),
        String(windowsOf(topups)[i]!.count),
        String(windowsOf(topups)[i]!.bundles)
      ])
    }
    expect(windowsOf(subs)[0]!.count).toBeGreaterThanOrEqual(1)
    expect(windowsOf(topups)[0]!.bundles).toBeGreaterThanOrEqual(3)

    // The summary cards: new users, subscriptions and usage events of the last 24 hours.
    const card = (name: string) => adminPage.getByRole("region", { name })
    expect(await card("New users (24h)").getByTestId("stat-value").textContent()).toBe(String(windowsOf(users)[0]!.count))
    expect(await card("New subscriptions (24h)").getByTestId("stat-value").textContent()).toBe(String(windowsOf(subs)[0]!.count))
    expect(await card("Usage events (24h)").getByTestId("stat-value").textContent()).toBe(String(windowsOf(usage)[0]!.count))

    // Usage by action, one column per window.
    const byAction = adminPage.getByRole("table", { name: "Usage by action" })
    expect(await byAction.getByRole("columnheader").allTextContents()).toEqual(["Action", "24h", "5d", "1m"])
    const row = byAction.getByRole("row").filter({ has: adminPage.getByRole("cell", { name: "project_create", exact: true }) })
    const perWindow = (usage.windows as Array<{ by_action: Array<{ action: string; count: number }> }>).map(
      (w) => String(w.by_action.find((a) => a.action === "project_create")?.count ?? 0)
    )
    expect(await row.getByRole("cell").allTextContents()).toEqual(["project_create", ...perWindow])
    expect(Number(perWindow[0])).toBeGreaterThanOrEqual(2)

    // The open alert, as the API lists it.
    const alerts = adminPage.getByRole("table", { name: "Excessive-use alerts" })
    const alertRow = alerts.getByRole("row").filter({ hasText: user.email })
    expect(await alertRow.getByRole("cell").allTextContents()).toEqual([user.email, "24h", "120", "50", "3", "open"])
    const listed = (await (await adminApi.get("/api/admin/stats/alerts")).json()) as { alerts: Array<{ email: string }> }
    expect(listed.alerts.map((a) => a.email)).toContain(user.email)
    expect(await adminPage.getByRole("alert").count()).toBe(0)
    if (shots) await adminPage.screenshot({ path: `${shots}/admin-dashboard.png`, fullPage: true })

    // /app/admin/subscriptions shows the window table on its own.
    await adminPage.getByRole("link", { name: "Subscriptions", exact: true }).click()
    await waitForPath(adminPage, (url) => url.pathname === "/app/admin/subscriptions")
    await adminPage.getByRole("heading", { name: "Subscriptions and top-ups", level: 1 }).waitFor()
    await adminPage.getByRole("table", { name: "Counts by window" }).getByRole("cell", { name: "24h" }).waitFor()
    expect(await adminPage.getByRole("table", { name: "Usage by action" }).count()).toBe(0)
  })

  it("screenshots: admin users with a user's detail open, and My Subscription", async () => {
    const user = await registerUser("shot")
    expect((await adminApi.patch(`/api/admin/users/${user.id}`, { data: { plan: "quarterly" } })).status()).toBe(200)
    const detail = await openUser(user.email)
    await detail.getByRole("button", { name: "Create password reset token" }).click()
    await detail.getByTestId("admin-reset-link").waitFor()
    if (shots) await adminPage.screenshot({ path: `${shots}/admin-users.png`, fullPage: true })

    const page = await newPage()
    await signIn(page, app.url, user.email)
    await waitForPath(page, (url) => url.pathname.startsWith("/app"))
    await page.goto(`${app.url}/app/account/mysubscription`)
    await page.getByRole("heading", { name: "Subscription Status" }).waitFor()
    expect(await page.getByTestId("sub-plan").textContent()).toBe("3 months")
    await page.waitForLoadState("networkidle")
    expect(await page.getByRole("alert").count()).toBe(0)
    if (shots) await page.screenshot({ path: `${shots}/my-subscription.png`, fullPage: true })
  })
})

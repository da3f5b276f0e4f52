// Board review and sign-off (issue 36) in Debian's Chromium against the real server, in the order: the owner
// submits the pack on the Reports screen and invites two board members, each opens the link mailed to them (read from
// the outbox) with no account and comments on a section, the owner replies and fixes one in its module's screen,
// resubmits (version 2, the board invited again), both approve version 2, the version is authorised, its PID PDF
// carries the approval page (read back with poppler), and an edit afterwards shows the change banner with the diff.
import { execFileSync } from "node:child_process"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { hasChromium, seriousViolations } from "./support/browser"
import { seedBacklog, subscribedAgileProject } from "./support/agile-seed"
import { createWaterfallProject, signUp, subscribeMonthly, uniqueEmail, waitForPath } from "./support/flows"
import { latestMail } from "./support/start-web-app"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip
const SHOTS = process.env.E2E_SHOTS_36 ?? "/tmp/shots-36"

const BRIEF =
  "Replace the handheld barcode scanners in two warehouses with a new vendor's devices, integrate them with the warehouse " +
  "management system, train 120 pickers and go live before the peak season in November on a fixed budget."

const MARKUP = "<script>window.__pwned = 1</script><b>not bold</b> please size the training"
const MISSING = "The pickers' training days are missing from the scope."
const FIX = "Picker training: two days per shift"

run("Board review and sign-off (Chromium)", { timeout: 300_000 }, () => {
  const web = useWebSuite()

  const post = async (page: Page, path: string, data: unknown) => {
    const response = await page.request.post(`${web.app.url}/api${path}`, { headers: { Origin: web.app.url, "Content-Type": "application/json" }, data })
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200)
  }

  /** The token of the newest mail to `email`: the link is /review#token=... */
  const mailedLink = async (email: string, subject: RegExp = /^Please review "Warehouse scanners" \(version 1\)$/): Promise<string> => {
    const mail = await latestMail(web.app.sql, email)
    expect(mail?.subject).toMatch(subject)
    const token = /\/review#token=(\S+)/.exec(mail?.body ?? "")?.[1]
    expect(token, mail?.body).toBeTruthy()
    return `${web.app.url}/review#token=${token}`
  }

  const invite = async (page: Page, name: string, email: string, role: string) => {
    await page.getByLabel("Reviewer name").fill(name)
    await page.getByLabel("Email", { exact: true }).fill(email)
    await page.getByLabel("Board role").selectOption(role)
    await page.getByRole("button", { name: "Invite reviewer" }).click()
    await page.getByText(`${name} was invited; the link is on its way by email.`).waitFor()
  }

  /** A reviewer comments on the section whose heading matches. */
  const comment = async (page: Page, heading: RegExp, text: string) => {
    const section = page.locator(".review-section").filter({ has: page.locator("summary", { hasText: heading }) }).first()
    await section.locator("summary").click()
    await section.getByLabel(/^Comment on/).fill(text)
    await section.getByRole("button", { name: "Add comment" }).click()
    await page.getByText("Comment added.").waitFor()
    await section.locator(".review-comment-body", { hasText: text.slice(-20) }).waitFor()
  }

  /** The element in a full-page shot (an element shot scrolls, and the sticky top bar lands across it). */
  const shoot = async (page: Page, testId: string, file: string) => {
    await page.evaluate(() => window.scrollTo(0, 0))
    const box = await page.getByTestId(testId).boundingBox()
    if (box) await page.screenshot({ path: `${SHOTS}/${file}`, fullPage: true, clip: box })
  }

  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

  const decide = async (page: Page, label: string, text?: string) => {
    await page.getByLabel(label, { exact: true }).check()
    if (text !== undefined) {
      await page.getByRole("button", { name: "Record decision" }).click()
      await page.getByText(/ required\.$/).waitFor()
      await page.getByLabel(label === "Reject" ? "Reason for rejecting" : "Conditions", { exact: true }).fill(text)
    }
    await page.getByRole("button", { name: "Record decision" }).click()
    await page.getByText("Your decision is recorded. Thank you.").waitFor()
  }

  it("submit, invite two, each comments, reply, fix in Scope, resubmit, both approve version 2, authorised PID PDF, changed since authorisation", async () => {
    mkdirSync(SHOTS, { recursive: true })
    const owner = await web.newPage(1280)
    await signUp(owner, web.app.url, uniqueEmail("board-owner"), "Olive Owner")
    await subscribeMonthly(owner)
    const name = "Warehouse scanners"
    const id = (await createWaterfallProject(owner, web.app.url, name)).searchParams.get("projectId") ?? ""
    await post(owner, "/scope/generate", {
      project_name: name,
      delivery_approach: "Waterfall",
      procurement: "Hardware",
      third_parties: "Vendor",
      clarification_answers: { background: BRIEF, departments: "Warehouse operations, IT, Finance", constraints: "Live before November; fixed budget." }
    })
    await post(owner, "/risk/generate", { project_name: name, text: BRIEF })
    await post(owner, "/wbs/generate", { project_name: name, project_scope: BRIEF })

    const reports = `${web.app.url}/app/reports?project=${encodeURIComponent(name)}&projectId=${id}`
    await owner.goto(reports)
    const panel = owner.getByTestId("board-review")
    await panel.getByText("No version has been submitted yet.").waitFor()

    // Submit, then invite the Executive and a Senior User.
    await panel.getByRole("button", { name: "Submit for review" }).click()
    await panel.getByRole("heading", { name: "Version 1" }).waitFor()
    await panel.getByTestId("board-version").getByText("In review").waitFor()
    const exec = { name: "Eve Executive", email: uniqueEmail("eve") }
    const user = { name: "Sam User", email: uniqueEmail("sam") }
    await invite(owner, exec.name, exec.email, "Executive")
    await invite(owner, user.name, user.email, "Senior User")
    await panel.locator(".board-status-row", { hasText: exec.name }).getByText("Invited, not opened").waitFor()
    await panel.locator(".board-status-row", { hasText: user.name }).getByText("Invited, not opened").waitFor()

    // A third invitation, revoked: its mailed link answers the invalid-link message.
    const sue = { name: "Sue Supplier", email: uniqueEmail("sue") }
    await invite(owner, sue.name, sue.email, "Senior Supplier")
    const sueLink = await mailedLink(sue.email)
    await panel.getByRole("button", { name: `Revoke ${sue.name}'s link` }).click()
    await owner.getByText(`${sue.name}'s link was revoked.`).waitFor()
    await panel.locator(".board-status-row", { hasText: sue.name }).getByText("Link revoked").waitFor()
    expect(await panel.getByRole("button", { name: `Revoke ${sue.name}'s link` }).count()).toBe(0)
    const stranger = await web.newPage(1280)
    await stranger.goto(sueLink)
    await stranger.getByText("This review link is not valid. It may have expired or been withdrawn: ask the project owner for a new one.").waitFor()
    expect(await stranger.locator("iframe").count()).toBe(0)

    // Each opens the link of their mail, in a browser of their own with no session, and comments on a section.
    const eve = await web.newPage(1280)
    await eve.goto(await mailedLink(exec.email))
    await eve.getByRole("heading", { level: 1, name }).waitFor()
    await eve.getByText(/You are reviewing as Eve Executive \(Executive\)/).waitFor()
    const frame = eve.locator('iframe[title$=" preview"]')
    await frame.waitFor()
    expect(await frame.getAttribute("sandbox")).toBe("")
    await eve.frameLocator('iframe[title$=" preview"]').getByText(name, { exact: false }).first().waitFor()
    await comment(eve, /risk/i, MARKUP)
    // markup in a comment is shown as typed: no <b>, no script run
    const shown = eve.locator(".review-comment-body", { hasText: "not bold" })
    expect(await shown.textContent()).toBe(MARKUP)
    expect(await shown.locator("b, script").count()).toBe(0)
    expect(await eve.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()

    const sam = await web.newPage(375)
    await sam.goto(await mailedLink(user.email))
    await sam.getByText(/You are reviewing as Sam User \(Senior User\)/).waitFor()
    await comment(sam, /scope/i, MISSING)
    // the other reviewer's comment shows on this page too, as text
    await sam.reload()
    await sam.locator(".review-comment-body", { hasText: "not bold" }).first().waitFor({ state: "attached" })
    expect(await seriousViolations(sam)).toEqual([])
    expect(await overflow(sam)).toBe(0)
    await sam.screenshot({ path: `${SHOTS}/reviewer-375.png`, fullPage: true })
    await sam.locator(".review-section", { hasText: "not bold" }).screenshot({ path: `${SHOTS}/reviewer-375-section.png` })

    // The owner sees both, grouped by module, each linked to the screen that fixes it; replies to the risk one and resolves it.
    await owner.goto(reports)
    await panel.getByText("2 open of 2 comments on version 1.").waitFor()
    const riskThread = panel.locator(".board-thread", { hasText: "not bold" })
    expect(await riskThread.locator(".board-comment-body").first().textContent()).toBe(MARKUP)
    expect(await riskThread.locator(".board-comment-body b").count()).toBe(0)
    const riskModule = panel.locator(".board-module", { has: owner.locator(".board-thread", { hasText: "not bold" }) })
    expect(await riskModule.getByRole("link", { name: /^Fix in / }).getAttribute("href")).toMatch(new RegExp(`^/app/.+projectId=${id}`))
    await riskThread.getByLabel("Reply to Eve Executive").fill("Added two training days per shift.")
    await riskThread.getByRole("button", { name: "Reply" }).click()
    await owner.getByText("Reply sent.").waitFor()
    await panel.locator(".board-thread", { hasText: "not bold" }).getByText("Added two training days per shift.").waitFor()
    await panel.locator(".board-thread", { hasText: "not bold" }).getByRole("button", { name: "Resolve" }).click()
    await panel.getByText("1 open of 2 comments on version 1.").waitFor()
    await panel.locator(".board-thread", { hasText: "not bold" }).getByText("Resolved", { exact: true }).waitFor()

    // The reviewer sees the owner's reply.
    await eve.reload()
    await eve.getByText("Added two training days per shift.").waitFor()
    await eve.locator(".review-comment-by", { hasText: "(project owner)" }).first().waitFor()

    // 'Fix in Scope' opens the saved scope of this project; the owner adds the missing deliverable there and saves.
    await panel.locator(".board-module", { has: owner.locator(".board-thread", { hasText: "training days are missing" }) }).getByRole("link", { name: "Fix in Scope" }).click()
    const fixed = await waitForPath(owner, (url) => url.pathname === "/app/scope")
    expect(fixed.searchParams.get("projectId")).toBe(id)
    await owner.getByRole("heading", { name: "Scope Builder", level: 1 }).waitFor()
    await owner.getByText("Editing the saved scope").waitFor()
    await owner.getByRole("tab", { name: "Deliverables" }).click()
    const deliverables = owner.getByRole("table", { name: "Deliverables items" })
    await deliverables.locator("tbody tr").first().waitFor()
    const before = await deliverables.locator("tbody tr").count()
    await owner.getByLabel("Title", { exact: true }).fill(FIX)
    await owner.getByLabel("Rationale (optional)").fill("Asked for by the board: two training days per shift for 120 pickers.")
    await owner.getByRole("button", { name: "Add item" }).click()
    await deliverables.getByText(FIX).waitFor()
    await owner.getByText(/^Auto-saved at /).waitFor()
    await owner.getByRole("button", { name: "Save", exact: true }).click()
    await owner.getByText(/^Saved at /).waitFor()
    expect(await deliverables.locator("tbody tr").count()).toBe(before + 1)
    const stored = (await (await owner.request.get(`${web.app.url}/api/scope/latest?project_name=${encodeURIComponent(name)}`)).json()) as {
      scope: { deliverables: ReadonlyArray<{ title: string }> }
    }
    expect(stored.scope.deliverables.map((d) => d.title)).toContain(FIX)

    // Back on Reports: the fixed comment answered and resolved, then the fixed pack resubmitted as version 2.
    await owner.goto(reports)
    const scopeThread = panel.locator(".board-thread", { hasText: "training days are missing" })
    await scopeThread.getByLabel("Reply to Sam User").fill(`Added to the deliverables: ${FIX}.`)
    await scopeThread.getByRole("button", { name: "Reply" }).click()
    await owner.getByText("Reply sent.").waitFor()
    await panel.locator(".board-thread", { hasText: "training days are missing" }).getByRole("button", { name: "Resolve" }).click()
    await panel.getByText("0 open of 2 comments on version 1.").waitFor()
    await panel.getByRole("button", { name: "Submit for review" }).click()
    await panel.getByRole("heading", { name: "Version 2" }).waitFor()
    await panel.getByTestId("board-version").getByText("In review").waitFor()
    // a new version has its own board: the same two are invited to it, and mailed new links
    await invite(owner, exec.name, exec.email, "Executive")
    await invite(owner, user.name, user.email, "Senior User")
    await panel.locator(".board-status-row", { hasText: exec.name }).getByText("Invited, not opened").waitFor()
    await panel.locator(".board-status-row", { hasText: user.name }).getByText("Invited, not opened").waitFor()
    expect(await panel.locator(".board-status-row", { hasText: sue.name }).count()).toBe(0)
    const v2 = /^Please review "Warehouse scanners" \(version 2\)$/
    const eveV2 = await mailedLink(exec.email, v2)
    await mailedLink(user.email, v2)

    // Reminders: each undecided reviewer gets a new link by mail (the first one stops working).
    await panel.getByRole("button", { name: "Send reminders" }).click()
    await owner.getByText("Reminders were sent to everyone who has not decided.").waitFor()
    await stranger.goto("about:blank")
    await stranger.goto(eveV2)
    await stranger.getByText(/^This review link is not valid/).waitFor()

    // Both open the newest mailed link (version 2), see the fix in the pack, and approve.
    const reminded = /^Reminder: your decision on "Warehouse scanners" \(version 2\)$/
    await sam.goto(await mailedLink(user.email, reminded))
    await sam.getByText(/You are reviewing as Sam User \(Senior User\)/).waitFor()
    await sam.frameLocator('iframe[title$=" preview"]').getByText(FIX, { exact: false }).first().waitFor({ state: "attached" })
    // comments belong to their version: version 2 starts with none
    expect(await sam.locator(".review-comment-body").count()).toBe(0)
    await decide(sam, "Approve with conditions", "Training plan agreed with the shift leads before go-live.")
    await sam.getByTestId("review-decision").getByText("Approved with conditions").waitFor()
    await eve.goto(await mailedLink(exec.email, reminded))
    await eve.getByText(/You are reviewing as Eve Executive \(Executive\)/).waitFor()
    await decide(eve, "Approve")
    expect(await seriousViolations(eve)).toEqual([])
    await eve.screenshot({ path: `${SHOTS}/reviewer-1280.png`, fullPage: true })

    // Authorised: the board's status, and the authorised PID PDF with its approval page.
    await owner.goto(reports)
    await panel.getByTestId("board-version").getByText("Authorised", { exact: true }).waitFor()
    await panel.locator(".board-status-row", { hasText: exec.name }).getByText("Approved", { exact: true }).waitFor()
    await panel.locator(".board-status-row", { hasText: user.name }).getByText("Approved with conditions").waitFor()
    await panel.getByRole("heading", { name: "Authorised version 2" }).waitFor()
    const [file] = await Promise.all([owner.waitForEvent("download"), panel.getByRole("button", { name: "Authorised PID (PDF)" }).click()])
    expect(file.suggestedFilename()).toMatch(/^pid_.*_v2\.pdf$/)
    const pdfPath = await file.path()
    expect(readFileSync(pdfPath).subarray(0, 4).toString("latin1")).toBe("%PDF")
    const text = execFileSync("pdftotext", ["-layout", pdfPath, "-"], { encoding: "utf8" })
    const approvalPage = text.split("\f")[0] + (text.split("\f")[1] ?? "")
    writeFileSync(`${SHOTS}/authorised-pid-approval.txt`, approvalPage)
    expect(approvalPage).toContain("Approval")
    expect(approvalPage).toMatch(/Version 2 of this initiation pack was authorised on/)
    expect(approvalPage).toContain("Eve Executive")
    expect(approvalPage).toContain("Sam User")
    expect(approvalPage).toMatch(/Senior User/)
    expect(approvalPage).toMatch(/Executive/)
    // the table's cells wrap: "Approved with" and "conditions" may sit on two lines
    expect(approvalPage).toMatch(/Approved with/)
    // the page names the version's source hash, not version 1's: the fix changed the pack
    const versions = (await (await owner.request.get(`${web.app.url}/api/board-review/projects/${id}/versions`)).json()) as {
      versions: ReadonlyArray<{ version: number; source_hash: string }>
    }
    const hashOf = (n: number) => versions.versions.find((v) => v.version === n)?.source_hash ?? "missing"
    expect(hashOf(2)).not.toBe(hashOf(1))
    expect(approvalPage).toMatch(new RegExp(`Source hash\\s+${hashOf(2)}`))
    // the authorised PID is the fixed pack
    expect(text.replace(/\s+/g, " ")).toContain(FIX)

    // The audit trail: a table and its CSV.
    const audit = panel.locator(".board-audit")
    for (const event of ["submitted", "invited", "viewed", "commented", "replied", "resolved", "decided", "authorised", "revoked", "reminded"]) {
      await audit.getByRole("cell", { name: event, exact: true }).first().waitFor()
    }
    await audit.getByRole("cell", { name: "Approved with conditions: Training plan agreed with the shift leads before go-live." }).waitFor()
    const [csv] = await Promise.all([owner.waitForEvent("download"), panel.getByRole("button", { name: "Download audit trail (CSV)" }).click()])
    const csvText = readFileSync(await csv.path(), "utf8")
    expect(csvText.split("\n")[0]).toMatch(/^time,version,event,actor,board_role,detail/)
    expect(csvText).toMatch(/^[^,\n]+,2,authorised,/m)
    expect(csvText).toMatch(/^[^,\n]+,1,commented,/m)

    expect(await seriousViolations(owner)).toEqual([])
    await shoot(owner, "board-review", "owner-panel-1280.png")
    expect(await owner.getByTestId("changed-since-authorisation").count()).toBe(0)

    // An edit after the authorisation, on the Stakeholders screen: the banner and the diff, on Reports and on the workspace.
    await owner.goto(`${web.app.url}/app/stakeholders?project=${encodeURIComponent(name)}&projectId=${id}`)
    await owner.getByRole("heading", { level: 1, name: "Stakeholders" }).waitFor()
    await owner.getByLabel("Name", { exact: true }).fill("Dana Newcomer")
    await owner.getByLabel("Position/Title", { exact: true }).fill("Shift Lead")
    await owner.getByLabel("Influence (1-10)").selectOption("3")
    await owner.getByLabel("Interest (1-10)").selectOption("4")
    await owner.getByRole("button", { name: "Add stakeholder" }).click()
    await owner.getByLabel("Name of Dana Newcomer").waitFor()
    await owner.goto(reports)
    const banner = owner.getByTestId("changed-since-authorisation")
    await banner.getByText("Changed since authorisation").waitFor()
    await banner.getByText("Stakeholders added: Dana Newcomer").waitFor()
    await banner.getByText("Show the diff against version 2").click()
    expect(await banner.locator(".changed-since-diff").textContent()).toContain("Dana Newcomer")
    await owner.goto(`${web.app.url}/app/projects/${id}`)
    await owner.getByTestId("changed-since-authorisation").getByText("Stakeholders added: Dana Newcomer").waitFor()

    const narrow = await web.newPage(375)
    await narrow.context().addCookies(await owner.context().cookies())
    await narrow.goto(reports)
    await narrow.getByTestId("board-review").getByRole("heading", { name: "Authorised version 2" }).waitFor()
    await narrow.getByTestId("changed-since-authorisation").waitFor()
    expect(await seriousViolations(narrow)).toEqual([])
    expect(await overflow(narrow)).toBe(0)
    await shoot(narrow, "board-review", "owner-panel-375.png")
    // close-ups at phone width, to read at full size
    await narrow.locator(".board-status").screenshot({ path: `${SHOTS}/owner-375-status.png` })
    await narrow.locator(".board-audit tr").nth(3).screenshot({ path: `${SHOTS}/owner-375-audit-row.png` })
    await narrow.getByTestId("changed-since-authorisation").screenshot({ path: `${SHOTS}/owner-375-changed.png` })
    await narrow.screenshot({ path: `${SHOTS}/owner-reports-375.png`, fullPage: true })

    // Version 1 chosen in the list shows its comments again, grouped by module, both resolved.
    await owner.goto(reports)
    await panel.getByLabel("Version", { exact: true }).selectOption("1")
    await panel.getByRole("heading", { name: "Version 1", exact: true }).waitFor()
    await panel.getByText("0 open of 2 comments on version 1.").waitFor()
    await panel.locator(".board-thread", { hasText: "training days are missing" }).getByText(`Added to the deliverables: ${FIX}.`).waitFor()
    await narrow.goto(reports)
    await narrow.getByTestId("board-review").getByLabel("Version", { exact: true }).selectOption("1")
    await narrow.locator(".board-module").first().screenshot({ path: `${SHOTS}/owner-375-comments.png` })
  })

  it("agile: the Agile Reports screen submits the pack, the Project Sponsor approves, the authorised overview carries the approval page", async () => {
    const owner = await web.newPage(1280)
    const name = "Credit union app"
    const id = await subscribedAgileProject(owner, web.app.url, "board-agile", name)
    await seedBacklog(owner, web.app.url, id, ["Accounts and balances"], [
      { epic: 0, as_a: "member", i_want: "to see my balances", points: 5, priority: 1, status: "todo" },
      { epic: 0, as_a: "member", i_want: "to freeze a lost card", points: 3, priority: 1, status: "todo" }
    ])
    const reports = `${web.app.url}/app/reports/agile?project=${encodeURIComponent(name)}&projectId=${id}`
    await owner.goto(reports)
    const panel = owner.getByTestId("board-review")
    await panel.getByRole("button", { name: "Submit for review" }).click()
    await panel.getByRole("heading", { name: "Version 1" }).waitFor()
    const sponsor = { name: "Pat Sponsor", email: uniqueEmail("pat") }
    await invite(owner, sponsor.name, sponsor.email, "Project Sponsor")

    const pat = await web.newPage(1280)
    const mail = await latestMail(web.app.sql, sponsor.email)
    expect(mail?.subject).toBe(`Please review "${name}" (version 1)`)
    await pat.goto(`${web.app.url}/review#token=${/#token=(\S+)/.exec(mail?.body ?? "")?.[1] ?? ""}`)
    await pat.getByText(/You are reviewing as Pat Sponsor \(Project Sponsor\)/).waitFor()
    const options = await pat.getByLabel("Document").locator("option").allTextContents()
    expect(options.length).toBeGreaterThan(3)
    await decide(pat, "Approve")

    await owner.goto(reports)
    await panel.getByTestId("board-version").getByText("Authorised", { exact: true }).waitFor()
    const [file] = await Promise.all([owner.waitForEvent("download"), panel.getByRole("button", { name: "Authorised Overview (HTML)" }).click()])
    const html = readFileSync(await file.path(), "utf8")
    expect(html).toContain("Version 1 of this initiation pack was authorised on")
    expect(html).toContain("Pat Sponsor")
    expect(await panel.getByRole("button", { name: "Authorised PID (PDF)" }).count()).toBe(0)
  })
})

// Captures the public demo reels (platform.md §2.1, apps/web/src/features/demo/data/demo-reels.ts) as real
// screenshots of the running app: a fresh server on empty storage, a fresh build of the web app, Debian's
// Chromium, one subscribed user and one waterfall project walked through Scope, Stakeholders, Risk Register, WBS and Short Comms Plan,
// then an agile project from its Quick Draft into the Agile Scope Builder.
// Run: node --import tsx scripts/capture-demos.ts [scope|stakeholders|wbs|risk|comms ...]   (writes apps/web/public/demo-media)
import { mkdirSync, readdirSync, rmSync } from "node:fs"
import { join, resolve } from "node:path"
import type { Locator, Page } from "playwright-core"
import { DEMO_MODULES, DEMO_REELS, type DemoModule } from "../apps/web/src/features/demo/data/demo-reels"
import { launchBrowser } from "../tests/e2e/support/browser"
import { createWaterfallProject, signUp, subscribeMonthly, uniqueEmail } from "../tests/e2e/support/flows"
import { startWebApp } from "../tests/e2e/support/start-web-app"

const mediaDir = resolve(import.meta.dirname, "../apps/web/public/demo-media")
const PROJECT = "Warehouse scanner rollout"

type Step = (page: Page) => Promise<void>

/** Scrolls so the element sits just under the sticky top bar. */
const toTop = (locator: Locator) =>
  locator.evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 72, behavior: "instant" }))

const settle = async (page: Page) => {
  await page.waitForLoadState("networkidle")
  // let transitions and status messages finish
  await page.waitForTimeout(400)
}

const scopeSteps: Record<string, Step> = {
  "01-setup": async (page) => {
    await page.getByRole("heading", { name: "Scope Builder", level: 1 }).waitFor()
    await page.getByLabel("Procurement").selectOption("Hardware")
    await page.getByLabel("Third-Party Engagement").selectOption("Vendor")
    await page.getByLabel(/background and context/).fill(
      "Paper picking lists cause mis-picks and re-deliveries in our three depots. Handheld barcode scanners linked to the warehouse management system should cut errors and speed up picking."
    )
    await page.getByLabel(/internal departments/).fill("Warehouse operations (daily use), IT (devices and WMS integration), Finance (budget), HR (training).")
    await page.getByLabel(/constraints or deadlines/).fill("Live in all depots before the November peak; budget capped at EUR 250k; no downtime during trading hours.")
  },
  "02-generated": async (page) => {
    await page.getByRole("button", { name: "AI Generate Scope" }).click()
    await page.getByRole("tablist", { name: "Scope sections" }).waitFor()
    await toTop(page.getByRole("heading", { name: "Review and refine" }))
  },
  "03-goals": async (page) => {
    await page.getByRole("tab", { name: "Goals" }).click()
    await toTop(page.getByRole("tablist", { name: "Scope sections" }))
  },
  "04-deliverables": async (page) => {
    await page.getByRole("tab", { name: "Deliverables" }).click()
    await toTop(page.getByRole("tablist", { name: "Scope sections" }))
  },
  "05-edit": async (page) => {
    await page.getByLabel("Title", { exact: true }).fill("Scanner charging stations in every depot")
    await page.getByLabel("Rationale (optional)").fill("Devices must be charged between shifts.")
    await page.getByRole("button", { name: "Add item" }).click()
    await page.getByText(/^Auto-saved at /).waitFor()
    await toTop(page.getByRole("tablist", { name: "Scope sections" }))
  },
  "06-saved": async (page) => {
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await page.getByText(/^Saved at /).waitFor()
    await toTop(page.getByRole("heading", { name: "Review and refine" }))
  }
}

const riskSteps: Record<string, Step> = {
  "01-context": async (page) => {
    await page.getByRole("heading", { level: 1, name: "Risk Register" }).waitFor()
    await page.getByRole("button", { name: "Refresh from Scope" }).click()
    await page.waitForFunction(() => (document.querySelector("textarea")?.value ?? "").length > 40)
  },
  "02-generated": async (page) => {
    await page.getByRole("button", { name: "AI Generate Risk Register" }).click()
    await page.getByTestId("rag").first().waitFor()
    await toTop(page.getByRole("region", { name: "Risks table" }))
  },
  "03-edit": async (page) => {
    const first = (await page.getByRole("table", { name: "Risk register" }).locator("tbody th[scope=row]").first().textContent())?.trim() ?? ""
    await page.getByRole("button", { name: `Edit ${first}`, exact: true }).click()
    await page.getByLabel("Edit likelihood").selectOption({ index: 4 })
    await page.getByLabel("Edit impact").selectOption({ index: 4 })
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await page.getByLabel("Edit likelihood").waitFor({ state: "detached" })
    await toTop(page.getByRole("region", { name: "Risks table" }))
  },
  "04-mitigation": async (page) => {
    await page.getByLabel("Risk title").fill("Scanner batteries fail in the cold store")
    await page.getByLabel("Description", { exact: true }).fill("Freezer aisles drain batteries within an hour.")
    await page.getByRole("button", { name: "Add Risk", exact: true }).click()
    const title = "Scanner batteries fail in the cold store"
    await page.getByRole("rowheader", { name: title, exact: true }).waitFor()
    await page.getByRole("button", { name: `AI Gen Mitigation for ${title}` }).click()
    const row = page.getByRole("table", { name: "Risk register" }).locator("tbody tr").filter({ has: page.getByRole("rowheader", { name: title, exact: true }) })
    await row.getByTestId("mitigation").filter({ hasNotText: /^(No mitigation yet|Drafting mitigation…)$/ }).waitFor()
    await toTop(row)
  },
  "05-more": async (page) => {
    const rows = page.getByRole("table", { name: "Risk register" }).locator("tbody tr")
    const before = await rows.count()
    await page.getByRole("button", { name: "AI Generate Additional Risks" }).click()
    await page.waitForFunction((n) => document.querySelectorAll("table tbody tr").length > n, before)
    await toTop(rows.nth(before - 1))
  }
}

const wbsSteps: Record<string, Step> = {
  "01-context": async (page) => {
    await page.getByRole("heading", { name: /WBS Builder/ }).waitFor()
    // the task table is wide: the collapsed menu (a user's own choice, kept in localStorage) gives it room
    await page.getByRole("button", { name: "Collapse menu" }).click()
    await page.getByRole("button", { name: "Load from Scope" }).click()
    await page.waitForFunction(() => (document.querySelector("textarea")?.value ?? "").length > 40)
  },
  "02-generated": async (page) => {
    await page.getByRole("button", { name: "Generate & Save (AI)" }).click()
    await page.getByTestId("wbs-row").first().waitFor()
    await toTop(page.getByText("Generated schedules are high-level", { exact: false }))
  },
  "03-indent": async (page) => {
    await page.getByLabel("Task 1.3", { exact: true }).focus()
    await page.keyboard.press("Tab")
    await page.getByLabel("Task 1.2.1", { exact: true }).waitFor()
    await toTop(page.getByRole("table", { name: "Work breakdown structure tasks" }))
  },
  "04-recalc": async (page) => {
    await page.getByLabel("Start date").fill(nextMonday())
    await page.getByRole("button", { name: "Recalculate dates" }).click()
    await page.getByTestId("wbs-status").filter({ hasText: "Dates recalculated" }).waitFor()
    await toTop(page.getByLabel("Start date"))
  },
  "05-summary": async (page) => {
    await page.getByRole("tab", { name: "Execution Summary (AI)" }).click()
    await page.getByRole("button", { name: "Generate summary (AI)" }).click()
    await page.waitForFunction(() => (document.querySelector("textarea")?.value ?? "").length > 100)
  }
}

const commsSteps: Record<string, Step> = {
  "01-context": async (page) => {
    await page.getByRole("heading", { level: 1, name: "Short Communications Plan" }).waitFor()
    await page.waitForFunction(() => (document.querySelector("textarea")?.value ?? "").length > 40)
  },
  "02-generated": async (page) => {
    await page.getByRole("button", { name: "Generate plan" }).click()
    await page.getByTestId("comms-saved-id").waitFor()
    await toTop(page.getByRole("heading", { level: 2, name: "Waterfall communications plan" }))
  },
  "03-messages": async (page) => {
    await toTop(page.getByRole("heading", { level: 3, name: /^Key Messages/ }))
  },
  "04-governance": async (page) => {
    await toTop(page.getByRole("heading", { level: 3, name: /^Governance/ }))
  },
  "05-agile": async (page) => {
    await page.getByLabel("Agile / Product").check()
    await page.waitForFunction(() => (document.querySelector("textarea")?.value ?? "").includes("(Agile"))
    await page.getByRole("button", { name: "Generate plan" }).click()
    await page.getByRole("heading", { level: 2, name: "Agile communications plan" }).waitFor()
    await page.getByTestId("comms-saved-id").waitFor()
    await toTop(page.getByRole("heading", { level: 2, name: "Plan setup" }))
  }
}

const STAKEHOLDERS = [
  { name: "Priya Shah", role: "Chief Operating Officer", intExt: "Internal", org: "Operations", influence: "9", interest: "8", board: "Project Sponsor" },
  { name: "Tom Becker", role: "Warehouse Manager", intExt: "Internal", org: "Depot North", influence: "5", interest: "9", board: "Senior User" },
  { name: "Lena Park", role: "Account Director", intExt: "External", org: "ScanCo Ltd", influence: "7", interest: "6", board: "" },
  { name: "Marco Ruiz", role: "IT Service Manager", intExt: "Internal", org: "IT", influence: "6", interest: "4", board: "" }
] as const

const fillStakeholder = async (page: Page, p: (typeof STAKEHOLDERS)[number]) => {
  await page.getByLabel("Name", { exact: true }).fill(p.name)
  await page.getByLabel("Position/Title", { exact: true }).fill(p.role)
  await page.getByLabel("Int/Ext", { exact: true }).selectOption(p.intExt)
  await page.getByLabel("Dept/Org", { exact: true }).fill(p.org)
  await page.getByLabel("Influence (1-10)").selectOption(p.influence)
  await page.getByLabel("Interest (1-10)").selectOption(p.interest)
  await page.getByLabel("Board role", { exact: true }).selectOption(p.board)
}

const addStakeholder = async (page: Page, p: (typeof STAKEHOLDERS)[number]) => {
  await fillStakeholder(page, p)
  await page.getByRole("button", { name: "Add stakeholder" }).click()
  await page.getByLabel(`Name of ${p.name}`).waitFor()
}

const stakeholderSteps: Record<string, Step> = {
  "01-add": async (page) => {
    await page.getByRole("heading", { level: 1, name: "Stakeholders" }).waitFor()
    for (const p of STAKEHOLDERS.slice(0, 3)) await addStakeholder(page, p)
    await fillStakeholder(page, STAKEHOLDERS[3])
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
  },
  "02-register": async (page) => {
    await page.getByRole("button", { name: "Add stakeholder" }).click()
    await page.getByLabel(`Name of ${STAKEHOLDERS[3].name}`).waitFor()
    await page.getByLabel(`Position/Title of ${STAKEHOLDERS[1].name}`).fill("Warehouse Operations Manager")
    await page.getByLabel(`Position/Title of ${STAKEHOLDERS[1].name}`).press("Tab")
    await page.getByRole("status").filter({ hasText: /^Saved \d/ }).first().waitFor()
    await toTop(page.getByRole("heading", { name: "Stakeholder register" }))
  },
  "03-ai": async (page) => {
    await page.getByRole("button", { name: "AI Recommend Strategy + RACI" }).click()
    await page.getByText(/^Strategy and RACI recommended for/).waitFor()
    await toTop(page.getByRole("heading", { name: /^AI suggestions for/ }))
  },
  "04-grid": async (page) => {
    await page.getByRole("button", { name: "Accept all" }).click()
    await page.getByRole("heading", { name: /^AI suggestions for/ }).waitFor({ state: "detached" })
    await page.getByLabel(`Interest of ${STAKEHOLDERS[3].name}`).selectOption("8")
    await toTop(page.getByRole("heading", { name: "Influence and interest" }))
    await page.getByTestId("influence-grid").getByRole("button", { name: new RegExp(`^${STAKEHOLDERS[3].name}`) }).focus()
  },
  "05-matrix": async (page) => {
    await page.getByRole("button", { name: "Generate Stakeholder Matrix" }).click()
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="matrix-image"]')
      return img !== null && img.complete && img.naturalWidth > 0
    })
    await toTop(page.getByRole("heading", { name: "Influence and interest" }))
  }
}

const addKnownCost = async (page: Page, name: string, amount: string) => {
  await page.getByRole("button", { name: "+ Add item" }).click()
  await page.getByLabel("Deliverable or purchase").fill(name)
  await page.keyboard.press("Enter")
  await page.getByLabel(`Fixed cost of ${name}`).fill(amount)
}

const budgetSteps: Record<string, Step> = {
  "01-extras": async (page) => {
    await page.getByRole("heading", { level: 1, name: "Budget" }).waitFor()
    await page.getByLabel("Software", { exact: true }).check()
    await page.getByLabel("Software specifics").fill("Warehouse management system scanner module licences for three depots")
    await page.getByLabel("Hardware", { exact: true }).check()
    await page.getByLabel("Hardware specifics").fill("40 rugged handheld scanners with charging cradles")
    await toTop(page.getByRole("heading", { name: "Scope Extras" }))
  },
  "02-add-item": async (page) => {
    await toTop(page.getByRole("heading", { name: "Any known expected one-off costs" }))
    await page.getByRole("button", { name: "+ Add item" }).click()
    await page.getByLabel("Deliverable or purchase").fill("Handheld barcode scanners (40)")
  },
  "03-known-costs": async (page) => {
    await page.keyboard.press("Enter")
    await page.getByLabel("Fixed cost of Handheld barcode scanners (40)").fill("38000")
    await addKnownCost(page, "Scanner charging cradles", "4200")
    await toTop(page.getByRole("heading", { name: "Any known expected one-off costs" }))
  },
  "04-configuration": async (page) => {
    await page.getByLabel("Part time").check()
    await page.getByLabel("Percent of time").fill("60")
    await page.getByLabel("New role").fill("Project Manager")
    await page.getByLabel("Hourly rate", { exact: true }).fill("150")
    await page.getByRole("button", { name: "Add role" }).click()
    await page.getByLabel("Hourly rate of Project Manager").waitFor()
    await toTop(page.getByRole("heading", { name: "Configuration" }))
  },
  "05-generated": async (page) => {
    await page.getByRole("button", { name: "AI Generate Budget" }).click()
    await page.getByTestId("budget-tiles").waitFor()
    await toTop(page.getByRole("heading", { name: "Result" }))
  },
  "06-cost-type": async (page) => {
    await toTop(page.getByRole("table", { name: "Budget line items" }))
  },
  "07-saved": async (page) => {
    await page.getByLabel("Cost type of Scanner charging cradles").selectOption("OPEX")
    await page.getByTestId("budget-preview").waitFor()
    await page.getByRole("button", { name: "Save & Recalculate CapEx/OpEx" }).click()
    await page.getByText("Cost types saved and CapEx/OpEx recalculated.").waitFor()
    await toTop(page.getByRole("heading", { name: "Result" }))
  }
}

const nextMonday = (): string => {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7 || 7))
  return d.toISOString().slice(0, 10)
}

const reportsSteps: Record<string, Step> = {
  "01-readiness": async (page) => {
    await page.getByRole("heading", { level: 1, name: "Reports & Initiation Pack" }).waitFor()
    await page.getByTestId("readiness-summary").filter({ hasNotText: "Checking" }).waitFor()
    await page.frameLocator("iframe").getByText(PROJECT).first().waitFor()
  },
  "02-preview": async (page) => {
    await toTop(page.getByRole("heading", { name: /^Preview \(HTML\)/ }))
    // the sandboxed frame paints in a process of its own, a moment after its text is there
    await page.waitForTimeout(2500)
  },
  "03-raid": async (page) => {
    await page.getByRole("combobox", { name: "Document", exact: true }).selectOption("raid")
    await page.frameLocator('iframe[title="RAID / Risk Summary preview"]').getByText("RAID / Risk Summary").first().waitFor()
    await toTop(page.getByRole("heading", { name: /^Preview \(HTML\)/ }))
    await page.waitForTimeout(2500)
  },
  "04-downloads": async (page) => {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
    await page.getByRole("button", { name: "Download PDF" }).click()
    await page.getByTestId("download-status").filter({ hasText: ".pdf" }).waitFor()
    await page.getByRole("button", { name: "Download Word (.docx)" }).click()
    await page.getByTestId("download-status").filter({ hasText: ".docx" }).waitFor()
  },
  "05-pack": async (page) => {
    await page.getByLabel("Pack Format").selectOption({ label: "Word ZIP" })
    await page.getByRole("button", { name: "Download Pack" }).click()
    await page.getByTestId("download-status").filter({ hasText: ".zip" }).waitFor()
    await toTop(page.getByRole("heading", { name: "Initiation Pack", exact: true }))
  }
}

const AGILE_PROJECT = "Ferry ticket app"

/** /app/create with Agile / Product: a new agile project lands on its Quick Draft (platform.md §2.4). */
const createAgileProject = async (page: Page, base: string, name: string): Promise<void> => {
  await page.goto(`${base}/app/create`)
  await page.getByLabel("Project name").fill(name)
  await page.getByLabel("Agile / Product").check()
  await page.getByRole("button", { name: "Continue" }).click()
  await page.waitForURL((url) => url.pathname === "/app/agile/quick-draft", { timeout: 15_000 })
}

const agileScopeSteps: Record<string, Step> = {
  "01-quick-draft": async (page) => {
    await page.getByRole("heading", { name: "Agile Quick Draft", level: 1 }).waitFor()
    await page.getByLabel("Project summary").fill(
      "A mobile app for island commuters to buy, store and show ferry tickets, replacing paper tickets before the summer timetable. Riders, the crew who scan tickets and the operator's finance team use it; card payments must meet PCI DSS."
    )
  },
  "02-scope": async (page) => {
    await page.getByRole("button", { name: "AI Generate" }).click()
    await page.waitForURL((url) => url.pathname === "/app/agile/scope", { timeout: 60_000 })
    await page.getByRole("tablist", { name: "Agile scope sections" }).waitFor()
  },
  "03-problems": async (page) => {
    await toTop(page.getByRole("tablist", { name: "Agile scope sections" }))
  },
  "04-personas": async (page) => {
    await page.getByRole("tab", { name: "Personas" }).click()
    const line = page.getByLabel("Persona line 1", { exact: true })
    await line.fill("Rae, night-shift nurse | rebook a missed sailing in one tap | queues at the kiosk, refunds by post")
    await line.blur()
    await page.locator(".agile-save-status").filter({ hasText: /^Saved \d/ }).waitFor({ timeout: 15_000 })
    await toTop(page.getByRole("tablist", { name: "Agile scope sections" }))
  },
  "05-ai-add": async (page) => {
    await page.getByRole("tab", { name: "NFRs" }).click()
    const rows = page.getByRole("table", { name: "Security items" }).locator("tbody tr[data-row-key]")
    const before = await rows.count()
    await page.getByRole("button", { name: "Add with AI to Security" }).click()
    await page.waitForFunction((n) => document.querySelectorAll('table tbody tr[data-row-key]').length > n, before, { timeout: 30_000 })
    await page.locator(".agile-save-status").filter({ hasText: /^Saved \d/ }).waitFor({ timeout: 15_000 })
    await toTop(page.getByRole("tablist", { name: "Agile scope sections" }))
  }
}

const STEPS: Record<DemoModule, Record<string, Step>> = {
  scope: scopeSteps, risk: riskSteps, wbs: wbsSteps, comms: commsSteps, stakeholders: stakeholderSteps, budget: budgetSteps, reports: reportsSteps,
  "agile-scope": agileScopeSteps
}

const capture = async (page: Page, module: DemoModule, outDir: string, log: (line: string) => void) => {
  const dir = join(outDir, module)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const frame of DEMO_REELS[module].frames) {
    const step = STEPS[module][frame.id]
    if (!step) throw new Error(`no capture step for ${module}/${frame.id}`)
    await step(page)
    await settle(page)
    await page.screenshot({ path: join(dir, `${frame.id}.jpg`), type: "jpeg", quality: 72 })
    log(`captured ${module}/${frame.id}.jpg: ${frame.caption}`)
  }
  const written = readdirSync(dir).length
  if (written !== DEMO_REELS[module].frames.length) throw new Error(`${module}: ${written} files for ${DEMO_REELS[module].frames.length} frames`)
}

/** Captures the reels of `modules` into `outDir`/<module>/ (default: the web app's public/demo-media). */
export const captureDemos = async (
  modules: ReadonlyArray<DemoModule>,
  outDir: string = mediaDir,
  log: (line: string) => void = (line) => console.log(line)
): Promise<void> => {
  const [app, browser] = await Promise.all([startWebApp(), launchBrowser()])
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, reducedMotion: "reduce" })
    const page = await context.newPage()
    await signUp(page, app.url, uniqueEmail("demo"), "Dana Demo")
    await subscribeMonthly(page)
    const landed = await createWaterfallProject(page, app.url, PROJECT)
    const projectId = landed.searchParams.get("projectId") ?? ""
    const moduleUrl = (path: string) => `${app.url}/app/${path}?project=${encodeURIComponent(PROJECT)}&projectId=${projectId}`
    // Scope first: the other modules draw their context from it
    const order: ReadonlyArray<DemoModule> = ["scope", "stakeholders", "risk", "wbs", "budget", "comms", "reports"]
    for (const module of order) {
      if (module !== "scope") await page.goto(moduleUrl(module === "comms" ? "comms/short" : module) + (module === "comms" ? "&approach=Waterfall&method=Waterfall" : ""))
      if (modules.includes(module)) await capture(page, module, outDir, log)
      else if (module === "scope") await runWithoutCapture(page, scopeSteps)
      // the budget prices the WBS: draft it even when only the budget is captured
      else if (module === "wbs" && modules.includes("budget")) await runWithoutCapture(page, { context: wbsSteps["01-context"]!, generate: wbsSteps["02-generated"]! })
      // the comms plan's context names the top risks: draft them even when only comms is captured
      else if (module === "risk" && modules.includes("comms")) await runWithoutCapture(page, { generate: riskSteps["02-generated"]! })
      // the documents are built from the scope, risks and WBS: draft them even when only the reports are captured
      else if (module === "risk" && modules.includes("reports")) await runWithoutCapture(page, { generate: riskSteps["02-generated"]! })
      else if (module === "wbs" && modules.includes("reports")) await runWithoutCapture(page, { context: wbsSteps["01-context"]!, generate: wbsSteps["02-generated"]! })
    }
    // Agile: a project of its own, from its Quick Draft into the Agile Scope Builder
    if (modules.includes("agile-scope")) {
      await createAgileProject(page, app.url, AGILE_PROJECT)
      await capture(page, "agile-scope", outDir, log)
    }
    await context.close()
  } finally {
    await browser.close()
    await app.close()
  }
}

const runWithoutCapture = async (page: Page, steps: Record<string, Step>) => {
  for (const step of Object.values(steps)) await step(page)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const wanted = process.argv.slice(2).filter((m): m is DemoModule => (DEMO_MODULES as ReadonlyArray<string>).includes(m))
  await captureDemos(wanted.length > 0 ? wanted : [...DEMO_MODULES])
}

// Agile set-up steps of the Backlog and Release Plan browser tests: a subscribed user's agile project
// created in the browser, and a backlog written through the real API (the same calls the screens make).
import { ok } from "node:assert/strict"
import type { Page } from "playwright-core"
import { timeUntil } from "../../support/poll"
import { signUp, subscribeMonthly, uniqueEmail, waitForPath } from "./flows"

export interface StoredBacklog {
  readonly version: number
  readonly epics: ReadonlyArray<{ readonly id: number; readonly key: string; readonly name: string; readonly order_index: number }>
  readonly stories: ReadonlyArray<{
    readonly id: number
    readonly epic_id: number | null
    readonly as_a: string
    readonly i_want: string
    readonly so_that: string
    readonly acceptance: ReadonlyArray<string>
    readonly points: number | null
    readonly priority: number | null
    readonly status: string
    readonly order_index: number
  }>
}

/** Signs a new user up on the monthly plan and creates an agile project at /app/create; answers its id. */
export const subscribedAgileProject = async (page: Page, base: string, tag: string, name: string): Promise<string> => {
  await signUp(page, base, uniqueEmail(tag))
  await subscribeMonthly(page)
  await page.goto(`${base}/app/create`)
  await page.getByLabel("Project name").fill(name)
  const submit = page.getByRole("button", { name: "Continue" })
  await timeUntil(() => submit.isEnabled(), 15_000)
  await page.getByLabel("Agile / Product").check()
  await submit.click()
  const landed = await waitForPath(page, (url) => url.pathname === "/app/agile/quick-draft")
  const id = landed.searchParams.get("projectId") ?? ""
  ok(/^\d+$/.test(id), `a numeric projectId in ${landed.href}`)
  return id
}

export const storedBacklog = async (page: Page, base: string, projectId: string): Promise<StoredBacklog> => {
  const answer = await page.request.get(`${base}/api/agile/backlog?project_id=${projectId}`)
  ok(answer.ok(), `GET /agile/backlog ${answer.status()}`)
  return (await answer.json()) as StoredBacklog
}

export interface SeedStory {
  readonly epic: number
  readonly as_a: string
  readonly i_want: string
  readonly points: number | null
  readonly priority: number | null
  readonly status: string
  readonly acceptance?: ReadonlyArray<string>
}

/** Saves epics, then stories linked to them (by epic index), through POST /agile/backlog/save. */
export const seedBacklog = async (
  page: Page,
  base: string,
  projectId: string,
  epicNames: ReadonlyArray<string>,
  stories: ReadonlyArray<SeedStory>
): Promise<StoredBacklog> => {
  const headers = { Origin: base }
  const first = await page.request.post(`${base}/api/agile/backlog/save`, {
    headers,
    data: { project_id: Number(projectId), epics: epicNames.map((name, i) => ({ key: `E${i + 1}`, name, order_index: (i + 1) * 10 })), stories: [] }
  })
  ok(first.ok(), `save epics ${first.status()} ${await first.text()}`)
  const withEpics = (await first.json()) as StoredBacklog
  const second = await page.request.post(`${base}/api/agile/backlog/save`, {
    headers,
    data: {
      project_id: Number(projectId),
      version: withEpics.version,
      epics: withEpics.epics,
      stories: stories.map(({ epic, ...s }, i) => ({ ...s, epic_id: withEpics.epics[epic]?.id ?? null, so_that: "", acceptance: s.acceptance ?? [], order_index: (i + 1) * 10 }))
    }
  })
  ok(second.ok(), `save stories ${second.status()} ${await second.text()}`)
  return (await second.json()) as StoredBacklog
}

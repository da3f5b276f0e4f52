// GET /api/agile/backlog/export_jira: the backlog as a Jira CSV import, read back with csv-parse.
import { parse } from "csv-parse/sync"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { JIRA_CSV_COLUMNS } from "@initpack/core/rules/planning/release/jira-csv"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { agileUser, freeUser, SUMMARY } from "./agile-support"

noticeIfPostgresSkipped("agile Jira export API")

describe.each(backends())("agile Jira CSV export on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("exports epics and stories with parent links, points, priority, NFR labels and lanes", async () => {
    const { client, projectName } = await agileUser(server.url, "Ferry, \"Fast\" Tickets")
    const q = `project_name=${encodeURIComponent(projectName)}`
    expect((await client.post("/api/agile/scope/generate", { project_name: projectName, delivery_approach: "agile", seed_context: SUMMARY })).status).toBe(200)
    expect((await client.post("/api/agile/epics/generate", { project_name: projectName })).status).toBe(200)
    expect((await client.post("/api/agile/backlog/generate", { project_name: projectName })).status).toBe(200)
    // an epic with NFR tags and a story with commas, quotes and a multi-line acceptance criterion
    const backlog = (await client.get(`/api/agile/backlog?${q}`)).json
    const [epic, ...epics] = backlog.epics
    const [story, ...stories] = backlog.stories
    const saved = await client.post("/api/agile/backlog/save", {
      project_name: projectName,
      version: backlog.version,
      epics: [{ ...epic, nfr_tags: ["security", "data residency"] }, ...epics],
      stories: [{ ...story, epic_id: epic.id, i_want: 'to pay with "tap", fast', acceptance: "Given a card\nThen it pays, fast", priority: "P1", points: 5 }, ...stories]
    })
    expect(saved.status, saved.text).toBe(200)
    expect((await client.post("/api/agile/release/auto_plan", { project_name: projectName, target_now_points: 13 })).status).toBe(200)

    const csv = await client.get(`/api/agile/backlog/export_jira?${q}`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/)
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="jira_backlog_.+\.csv"$/)
    const [header, ...rows] = parse(csv.text) as Array<Array<string>>
    expect(header!.slice(0, JIRA_CSV_COLUMNS.length)).toEqual([...JIRA_CSV_COLUMNS])
    const col = (name: string) => header!.indexOf(name)
    const epicRows = rows.filter((r) => r[col("Issue Type")] === "Epic")
    const storyRows = rows.filter((r) => r[col("Issue Type")] === "Story")
    expect(epicRows).toHaveLength(backlog.epics.length)
    expect(storyRows).toHaveLength(backlog.stories.length)
    const tagged = epicRows[0]!
    expect(tagged[col("Epic Name")]).toBe(epic.name)
    expect(tagged.slice(col("Labels"))).toEqual(expect.arrayContaining(["security", "data-residency"]))
    const edited = storyRows.find((r) => r[col("Summary")] === 'To pay with "tap", fast')!
    expect(edited[col("Parent")]).toBe(tagged[col("Issue ID")])
    expect(edited[col("Epic Link")]).toBe(epic.name)
    expect(edited[col("Priority")]).toBe("High")
    expect(edited[col("Story Points")]).toBe("5")
    expect(edited[col("Description")]).toContain("Acceptance criteria:\n* Given a card\n* Then it pays, fast")
    expect(edited.slice(col("Labels"))).toEqual(expect.arrayContaining(["security", "data-residency"]))
    expect(storyRows.some((r) => r[col("Sprint")] === "Now")).toBe(true)
    // the old spelling answers the same
    expect((await client.get(`/api/agile/backlog/export/jira?${q}`)).text).toBe(csv.text)
  }, 120_000)

  it("is the agile plan's: 404 for another user's project name, 402 on the free plan", async () => {
    const { projectName } = await agileUser(server.url, "Private Backlog")
    const other = await agileUser(server.url, "Other")
    expect((await other.client.get(`/api/agile/backlog/export_jira?project_name=${encodeURIComponent(projectName)}`)).status).toBe(404)
    const free = await freeUser(server.url)
    expect((await free.get(`/api/agile/backlog/export_jira?project_name=X`)).status).toBe(402)
  }, 60_000)
})

// Bench set-up shared by the API and browser benches: a paid user who may create many projects, and a waterfall
// plan of many leaf tasks written straight into the database (seeding through the API would dominate the run).
import type { SqlExecutor as Sql } from "@initpack/adapters/db/sql-client"
import { register, subscribe, type ApiClient } from "../../tests/support/server"

/** Registers and subscribes the client's user; 8 top-up bundles add 16 project creations to the plan's 4. */
export const paidBenchUser = async (client: ApiClient, sql: Sql) => {
  const user = await register(client)
  const subscribed = await subscribe(client)
  if (subscribed.status !== 200) throw new Error(`subscribe failed: ${subscribed.status} ${subscribed.text}`)
  await sql.query("INSERT INTO topups (user_id, bundles, projects, source, created_at) VALUES ($1, 8, 16, 'bench', now())", [user.id])
  return user
}

/**
 * A waterfall project of `leaves` leaf tasks in stages of 50 (durations 1-5 days); `taskName` is the SQL expression
 * of a task's name from its stage row `s` and its number `k` in the stage. Answers the project id.
 */
export const leafTaskProject = async (client: ApiClient, sql: Sql, name: string, leaves: number, taskName: string): Promise<number> => {
  const created = await client.post("/api/projects", { name, methodology: "waterfall" })
  if (created.status !== 201) throw new Error(`project: ${created.status} ${created.text}`)
  const id = created.json.id as number
  await sql.query(`INSERT INTO wbs_items (project_id, parent_id, order_index, task, duration_days) SELECT $1, NULL, g * 10, 'Stage ' || g, 0 FROM generate_series(1, $2::int) g`, [id, Math.ceil(leaves / 50)])
  await sql.query(
    `INSERT INTO wbs_items (project_id, parent_id, order_index, task, duration_days)
     SELECT $1, s.id, k * 10, ${taskName}, 1 + k % 5
     FROM wbs_items s, generate_series(1, 50) k WHERE s.project_id = $1 AND s.parent_id IS NULL AND (s.order_index / 10 - 1) * 50 + k <= $2::int`,
    [id, leaves]
  )
  return id
}

import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { PlanRepository, type PlanRecord, type PlanRepositoryService } from "@initpack/core/ports/plan-repository"
import type { Methodology } from "@initpack/core/ports/project-repository"
import { makeQuery, type Row } from "../current-executor"

const columns = "code, name, price_cents, months, monthly_project_limit, total_project_limit, allowed_methodologies, tagline, best_value, sort_order"

const toPlan = (r: Row): PlanRecord => ({
  code: String(r.code),
  name: String(r.name),
  priceCents: Number(r.price_cents),
  months: Number(r.months),
  monthlyProjectLimit: Number(r.monthly_project_limit),
  totalProjectLimit: r.total_project_limit === null ? null : Number(r.total_project_limit),
  allowedMethodologies: String(r.allowed_methodologies).split(",").filter((s) => s.length > 0) as Array<Methodology>,
  tagline: (r.tagline as string | null) ?? null,
  bestValue: Boolean(r.best_value),
  sortOrder: Number(r.sort_order)
})

export const make = Effect.map(makeQuery, (q): PlanRepositoryService => ({
  list: q(`SELECT ${columns} FROM plans ORDER BY sort_order, code`).pipe(Effect.map((rows) => rows.map(toPlan))),
  find: (code) => q(`SELECT ${columns} FROM plans WHERE code = $1`, [code]).pipe(Effect.map((rows) => (rows[0] ? toPlan(rows[0]) : null))),
  upsert: (p) =>
    Effect.asVoid(
      q(
        `INSERT INTO plans (${columns}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, price_cents = EXCLUDED.price_cents, months = EXCLUDED.months,
           monthly_project_limit = EXCLUDED.monthly_project_limit, total_project_limit = EXCLUDED.total_project_limit,
           allowed_methodologies = EXCLUDED.allowed_methodologies, tagline = EXCLUDED.tagline,
           best_value = EXCLUDED.best_value, sort_order = EXCLUDED.sort_order`,
        [
          p.code,
          p.name,
          p.priceCents,
          p.months,
          p.monthlyProjectLimit,
          p.totalProjectLimit,
          p.allowedMethodologies.join(","),
          p.tagline,
          p.bestValue,
          p.sortOrder
        ]
      )
    )
}))

export const layer = Layer.effect(PlanRepository, make)

import * as Effect from "effect/Effect"
import { RiskRepository } from "../../ports/waterfall/risk-repository"
import type { ProjectRef } from "../../requests/waterfall/project-ref"
import { riskCsvFileName } from "../../rules/risk/risk-csv-file-name"
import { riskCsvTable } from "../../rules/risk/risk-csv"
import type { Authenticated } from "../platform/authenticate-session"
import { openProject } from "./open-project"

/** GET /risk/export.csv: the register as the spec's columns, named risk_register_{project}_{date}.csv (waterfall.md §9). */
export const exportRisks = (auth: Authenticated, ref: ProjectRef) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, ref)
    const risks = yield* (yield* RiskRepository).list(open.project.id)
    const table = riskCsvTable(risks.map((r) => ({ ...r, created_at: r.createdAt })))
    return { table, fileName: riskCsvFileName(open.project.name, auth.now) ?? "risk_register.csv" }
  })

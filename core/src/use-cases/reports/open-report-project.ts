import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import type { ProjectArtefacts } from "../../document/artefacts"
import type { DeliveryMethod, DocumentKind } from "../../document/model"
import type { ReportFormat } from "../../ports/document-renderer"
import { ProjectArtefactsReader, type ReportProjectKey } from "../../ports/reports/project-artefacts-reader"
import { checkEntitlement } from "../../rules/platform/entitlements"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput, PlanLimit, ProjectNotFound } from "../platform/errors"
import { loadPlanStatus, requireActive } from "../platform/plan-access"
import { PROJECT_NOT_FOUND } from "../platform/texts"
import { projectOfOtherMethod } from "./texts"

/** What is asked: one document in one format, or the whole pack (a download). */
export type ReportAsk = { readonly kind: DocumentKind; readonly format: ReportFormat } | { readonly pack: true }

/** platform.md §6: the free plan may view the PID as HTML only; every other document and every download answers 402. */
export const isPreviewOnly = (ask: ReportAsk): boolean => !("pack" in ask) && ask.kind === "pid" && ask.format === "html"

/**
 * The artefacts of one of the signed-in user's projects for a report: an active subscription (402),
 * the plan's report entitlement (402), the project within the user's own (404, also for another
 * user's), and the route's method (400).
 */
export const openReportProject = (auth: Authenticated, method: DeliveryMethod, key: ReportProjectKey, ask: ReportAsk) =>
  Effect.gen(function* () {
    const access = yield* Effect.flatMap(loadPlanStatus(auth), requireActive)
    const allowed = checkEntitlement(access.plan, isPreviewOnly(ask) ? "reports.view" : "reports.download")
    if (Either.isLeft(allowed)) return yield* new PlanLimit({ message: allowed.left.message, cta: allowed.left.cta })
    const artefacts: ProjectArtefacts | null = yield* (yield* ProjectArtefactsReader).read(auth.user.id, key)
    if (artefacts === null) return yield* new ProjectNotFound({ message: PROJECT_NOT_FOUND })
    if (artefacts.project.method !== method) return yield* new InvalidInput({ message: projectOfOtherMethod(artefacts.project.method) })
    return artefacts
  })

import * as Effect from "effect/Effect"
import type { ProjectArtefacts } from "../../document/artefacts"
import { documentSources, packEntries } from "../../document/catalog"
import { Clock } from "../../ports/clock"
import { LoginThrottleRepository } from "../../ports/login-throttle-repository"
import { ProjectRepository, type ProjectRecord } from "../../ports/project-repository"
import { SourceHasher } from "../../ports/reports/source-hasher"
import { BoardReviewRepository, type TokenHolder } from "../../ports/review/board-review-repository"
import { checkEntitlement } from "../../rules/platform/entitlements"
import { SecretSigner } from "../../ports/secret-signer"
import type { Authenticated } from "../platform/authenticate-session"
import { PlanLimit, ProjectNotFound } from "../platform/errors"
import { loadPlanStatus, requireActive, requireActiveSubscription } from "../platform/plan-access"
import { PlatformSettings } from "../platform/settings"
import { PROJECT_NOT_FOUND } from "../platform/texts"
import { ReviewItemNotFound, ReviewLinkInvalid, TooManyReviewRequests } from "./errors"
import {
  REVIEW_LINK_INVALID,
  REVIEW_RATE_LIMITED,
  REVIEW_RATE_PER_IP,
  REVIEW_RATE_PER_LINK,
  REVIEW_RATE_WINDOW_MS,
  VERSION_NOT_FOUND
} from "./texts"

/**
 * The source hash of a whole pack: sha256 of the canonical JSON of every pack document's sources (the same
 * sources each document's own source_hash covers, docs/reports.md), so any module edit changes it.
 */
export const packSourceHash = (artefacts: ProjectArtefacts) =>
  Effect.map(SourceHasher, (hasher) =>
    hasher.hash(Object.fromEntries(packEntries(artefacts.project.method).map((e) => [e.kind, documentSources(e.kind, artefacts)])))
  )

/**
 * The project a review route names: the signed-in user's own (with an active plan, 402), or for a read by an
 * admin any user's. Another user's project is 404, as everywhere (docs/security.md).
 */
export const reviewProject = (auth: Authenticated, projectId: number, access: "owner" | "read") =>
  Effect.gen(function* () {
    if (access === "read" && auth.user.roles.includes("admin")) {
      const any = yield* (yield* BoardReviewRepository).findProjectForAdmin(projectId)
      if (any) return any
    }
    yield* requireActiveSubscription(auth.user.id, auth.now, auth.subscription)
    const project: ProjectRecord | null = yield* (yield* ProjectRepository).findById(auth.user.id, projectId)
    if (!project) return yield* new ProjectNotFound({ message: PROJECT_NOT_FOUND })
    return project
  })

/**
 * Submitting a pack for review and downloading the authorised one hand out every document, so they need the
 * plan's downloads (platform.md §6: the free plan views the PID as HTML only, 402 otherwise).
 */
export const requireDownloads = (auth: Authenticated) =>
  Effect.gen(function* () {
    const access = yield* Effect.flatMap(loadPlanStatus(auth), requireActive)
    const allowed = checkEntitlement(access.plan, "reports.download")
    if (allowed._tag === "Left") return yield* new PlanLimit({ message: allowed.left.message, cta: allowed.left.cta })
  })

export const versionOf = (projectId: number, version: number) =>
  Effect.flatMap(BoardReviewRepository, (repo) =>
    Effect.flatMap(repo.findVersion(projectId, version), (found) =>
      found ? Effect.succeed(found) : Effect.fail(new ReviewItemNotFound({ message: VERSION_NOT_FOUND }))
    )
  )

export interface ReviewCaller {
  readonly token: string | null | undefined
  readonly ip: string
}

/**
 * The reviewer behind a review link (X-Review-Token), rate limited per link and per client IP through the
 * sign-in throttle's table (keys prefixed "review:", so they never count against a sign-in). An unknown,
 * revoked or expired token answers the same 404. The first request of each reviewer is the "viewed" event.
 */
export const openReviewLink = (caller: ReviewCaller) =>
  Effect.gen(function* () {
    const now = yield* (yield* Clock).now
    const token = (caller.token ?? "").trim()
    const digest = token === "" ? "none" : yield* (yield* SecretSigner).digest(token)
    const throttle = yield* LoginThrottleRepository
    const linkKey = `review:${digest}`
    const ipKey = `review:${caller.ip}`
    const counts = yield* throttle.countSince(linkKey, ipKey, new Date(now.getTime() - REVIEW_RATE_WINDOW_MS))
    if (counts.account >= REVIEW_RATE_PER_LINK || counts.ip >= REVIEW_RATE_PER_IP) return yield* new TooManyReviewRequests({ message: REVIEW_RATE_LIMITED })
    yield* throttle.recordFailure(linkKey, ipKey, now)
    // the same retention as the sign-in throttle (its own window is the longer one)
    const settings = yield* PlatformSettings
    yield* throttle.prune(new Date(now.getTime() - Math.max(settings.loginWindowMs, REVIEW_RATE_WINDOW_MS)))
    if (token === "") return yield* new ReviewLinkInvalid({ message: REVIEW_LINK_INVALID })
    const repo = yield* BoardReviewRepository
    const holder: TokenHolder | null = yield* repo.findByTokenHash(digest)
    if (!holder || holder.reviewer.revokedAt !== null || holder.reviewer.expiresAt.getTime() <= now.getTime()) {
      return yield* new ReviewLinkInvalid({ message: REVIEW_LINK_INVALID })
    }
    if (yield* repo.markViewed(holder.reviewer.id, now)) {
      yield* repo.addEvent({
        projectId: holder.version.projectId,
        version: holder.version.version,
        kind: "viewed",
        actor: holder.reviewer.name,
        boardRole: holder.reviewer.boardRole,
        detail: null,
        createdAt: now
      })
    }
    return { ...holder, now }
  })

export type OpenedLink = Effect.Effect.Success<ReturnType<typeof openReviewLink>>

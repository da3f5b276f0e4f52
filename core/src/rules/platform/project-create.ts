import * as Either from "effect/Either"
import {
  MAX_PROJECTS_REACHED, METHODOLOGY_NOT_ON_PLAN, PROJECT_NAME_REQUIRED, PROJECT_NAME_TAKEN
} from "../../messages/platform-projects"
import type { Methodology } from "./plans"
import { upgradeMessage, type UpgradeCta } from "./upgrade-message"

// platform.md §5: project-creation rules, checked in this order.

export type ProjectCreateError =
  | { readonly _tag: "NameRequired"; readonly message: string }
  | { readonly _tag: "MethodologyNotAllowed"; readonly message: string; readonly cta: UpgradeCta }
  | { readonly _tag: "DuplicateName"; readonly message: string }
  | { readonly _tag: "CapacityReached"; readonly message: string; readonly cta: UpgradeCta }

/** The capacity answer (GET /projects/capacity or /projects/can-create). */
export interface CapacityAnswer {
  readonly allowed?: boolean | null
  readonly can_create?: boolean | null
  readonly message?: string | null
  readonly reason?: string | null
}

export interface ProjectCreateInput {
  readonly name: string
  readonly methodology: string
  readonly allowed_methodologies: ReadonlyArray<string>
  /** Names of the user's existing projects (active and archived). */
  readonly existing_names: ReadonlyArray<string>
  readonly capacity: CapacityAnswer
}

export interface ValidProjectCreate {
  readonly name: string
  readonly methodology: Methodology
}

/** Trimmed, case-insensitive key under which project names must be unique per user. */
export const projectNameKey = (name: string): string => name.trim().toLowerCase()

export const checkProjectName = (name: string): Either.Either<string, ProjectCreateError> => {
  const trimmed = name.trim()
  return trimmed === "" ? Either.left({ _tag: "NameRequired", message: PROJECT_NAME_REQUIRED }) : Either.right(trimmed)
}

export const checkMethodology = (
  methodology: string,
  allowed: ReadonlyArray<string>
): Either.Either<Methodology, ProjectCreateError> =>
  (methodology === "waterfall" || methodology === "agile") && allowed.includes(methodology)
    ? Either.right(methodology)
    : Either.left({ _tag: "MethodologyNotAllowed", ...upgradeMessage(METHODOLOGY_NOT_ON_PLAN) })

export const checkNameUnique = (
  name: string,
  existing: ReadonlyArray<string>
): Either.Either<string, ProjectCreateError> =>
  existing.some((other) => projectNameKey(other) === projectNameKey(name))
    ? Either.left({ _tag: "DuplicateName", message: PROJECT_NAME_TAKEN })
    : Either.right(name)

/** Denied when allowed or can_create is false; the server's message or reason wins over the default text. */
export const checkCapacity = (capacity: CapacityAnswer): Either.Either<void, ProjectCreateError> => {
  if (capacity.allowed !== false && capacity.can_create !== false) return Either.right(undefined)
  const serverText = [capacity.message, capacity.reason].find((t) => typeof t === "string" && t.trim() !== "")
  return Either.left({ _tag: "CapacityReached", ...upgradeMessage(serverText ?? MAX_PROJECTS_REACHED) })
}

export const checkProjectCreate = (input: ProjectCreateInput): Either.Either<ValidProjectCreate, ProjectCreateError> =>
  Either.gen(function* () {
    const name = yield* checkProjectName(input.name)
    const methodology = yield* checkMethodology(input.methodology, input.allowed_methodologies)
    yield* checkNameUnique(name, input.existing_names)
    yield* checkCapacity(input.capacity)
    return { name, methodology }
  })

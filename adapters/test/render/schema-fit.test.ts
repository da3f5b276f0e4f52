import { describe, expect, it } from "vitest"
import type {
  AgileScopeInput,
  BudgetInput,
  CommsPlanInput,
  EpicInput,
  ReleasePlanInput,
  RiskInput,
  SchedulePlanInput,
  StakeholderInput,
  StoryInput,
  WaterfallScopeInput,
  WbsItemInput
} from "@initpack/core/document/artefacts"
import type { DocumentMeta } from "@initpack/core/document/model"
import type { AgileScope } from "@initpack/core/schemas/agile-scope"
import type { Budget } from "@initpack/core/schemas/budget"
import type { CommsPlan } from "@initpack/core/schemas/comms-plan"
import type { Epic } from "@initpack/core/schemas/epic"
import type { ReleasePlan } from "@initpack/core/schemas/release"
import type { ReportMeta } from "@initpack/core/schemas/report-meta"
import type { Risk } from "@initpack/core/schemas/risk"
import type { Schedule } from "@initpack/core/schemas/schedule"
import type { Scope } from "@initpack/core/schemas/scope"
import type { Stakeholder } from "@initpack/core/schemas/stakeholder"
import type { Story } from "@initpack/core/schemas/story"
import type { WbsItem } from "@initpack/core/schemas/wbs-item"

// Compile-time check: the entity Schemas' decoded types fit the report builders' input.
type Fits<A, B> = [A] extends [B] ? true : false
const fits: ReadonlyArray<true> = [
  true satisfies Fits<Scope, WaterfallScopeInput>,
  true satisfies Fits<Risk, RiskInput>,
  true satisfies Fits<Stakeholder, StakeholderInput>,
  true satisfies Fits<CommsPlan, CommsPlanInput>,
  true satisfies Fits<WbsItem, WbsItemInput>,
  true satisfies Fits<Budget, BudgetInput>,
  true satisfies Fits<AgileScope, AgileScopeInput>,
  true satisfies Fits<Epic, EpicInput>,
  true satisfies Fits<Story, StoryInput>,
  true satisfies Fits<ReleasePlan, ReleasePlanInput>,
  true satisfies Fits<Schedule, SchedulePlanInput>,
  true satisfies Fits<DocumentMeta, ReportMeta>
]

describe("artefact input types", () => {
  it("accept the entity Schemas' types (checked by tsc)", () => {
    expect(fits.every((f) => f)).toBe(true)
  })
})

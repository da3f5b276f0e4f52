import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import type { ForecastProjectRef } from "./forecast-api"

/** One leaf task's three-point estimate in working days (most likely = the task's duration). */
export interface EstimateItem {
  readonly id: number
  readonly task: string
  readonly optimistic: number
  readonly most_likely: number
  readonly pessimistic: number
  readonly edited: boolean
  /** the drafter's values (null when none) */
  readonly proposed: unknown
}

/** One open register risk as a forecast event; probability 0..1. */
export interface RiskItem {
  readonly id: number
  readonly title: string
  readonly probability: number
  readonly schedule_days: number
  readonly cost_impact: number
  readonly exposure: number
  readonly tasks: ReadonlyArray<number>
  readonly edited: boolean
  /** the drafter's values (null when none) */
  readonly proposed: unknown
}

export interface EstimatesAnswer {
  readonly version: number
  readonly items: ReadonlyArray<EstimateItem>
}
export interface RisksAnswer {
  readonly version: number
  readonly currency?: string
  readonly items: ReadonlyArray<RiskItem>
}

/** reset: back to the drafter's values (sent as its own item, before any field given with it) */
export type EstimatePatch = { readonly optimistic?: number; readonly pessimistic?: number; readonly reset?: boolean }
/** tasks: the affected leaf tasks' ids, an empty list meaning the whole plan */
export type RiskPatch = {
  readonly probability?: number
  readonly schedule_days?: number
  readonly cost_impact?: number
  readonly tasks?: ReadonlyArray<number>
  readonly reset?: boolean
}

const params = (ref: ForecastProjectRef) => query(ref.projectId === undefined ? { project_name: ref.projectName } : { project_id: ref.projectId })
const fields = (ref: ForecastProjectRef) => (ref.projectId === undefined ? { project_name: ref.projectName } : { project_id: ref.projectId, project_name: ref.projectName })

/** GET /forecast/estimates: each leaf task's optimistic / most likely / pessimistic days and the version. */
export const getEstimates = (ref: ForecastProjectRef): Promise<ApiResult<EstimatesAnswer>> => apiRequest(`/forecast/estimates${params(ref)}`)

/** PUT /forecast/estimates: the listed tasks' edits with the version held; a stale version answers 409. */
export const putEstimates = (ref: ForecastProjectRef, items: ReadonlyArray<EstimatePatch & { id: number }>, version: number, keepalive = false): Promise<ApiResult<EstimatesAnswer>> =>
  apiRequest("/forecast/estimates", { method: "PUT", body: { ...fields(ref), items, version }, keepalive })

/** GET /forecast/risks: each open risk's probability, schedule days, affected tasks and cost impact. */
export const getRisks = (ref: ForecastProjectRef): Promise<ApiResult<RisksAnswer>> => apiRequest(`/forecast/risks${params(ref)}`)

/** PUT /forecast/risks: the listed risks' edits with the version held; a stale version answers 409. */
export const putRisks = (ref: ForecastProjectRef, items: ReadonlyArray<RiskPatch & { id: number }>, version: number, keepalive = false): Promise<ApiResult<RisksAnswer>> =>
  apiRequest("/forecast/risks", { method: "PUT", body: { ...fields(ref), items, version }, keepalive })

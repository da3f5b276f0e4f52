import { apiRequest, type ApiResult } from "../../../lib/api-client"
import type { ContingencyMethod, ForecastAnswer } from "../lib/forecast-types"

/** The project a forecast call is about: its id when the page has it (the id wins on the server), else its name. */
export interface ForecastProjectRef {
  readonly projectName: string
  readonly projectId?: number | undefined
}

const fields = (ref: ForecastProjectRef) => (ref.projectId === undefined ? { project_name: ref.projectName } : { project_id: ref.projectId, project_name: ref.projectName })

/** POST /forecast/run (issue 23): the seeded Monte Carlo forecast of the project's plan (default seed: the project's). */
export const runForecast = (ref: ForecastProjectRef, signal?: AbortSignal): Promise<ApiResult<ForecastAnswer>> =>
  apiRequest("/forecast/run", { method: "POST", body: fields(ref), ...(signal ? { signal } : {}) })

/** PUT /forecast/contingency: how the budget's contingency is set; a stale version answers 409. */
export const setContingencyMethod = (ref: ForecastProjectRef, method: ContingencyMethod, version: number): Promise<ApiResult<unknown>> =>
  apiRequest("/forecast/contingency", { method: "PUT", body: { ...fields(ref), method, version } })

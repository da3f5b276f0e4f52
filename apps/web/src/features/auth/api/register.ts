import { apiRequest, type ApiResult } from "../../../lib/api-client"

export interface RegisterInput {
  readonly email: string
  readonly password: string
  readonly name: string
  readonly role: string
  readonly country: string
}

/** POST /auth/register {email, password, name, role, country} (platform.md §7). */
export const register = (input: RegisterInput): Promise<ApiResult<unknown>> =>
  apiRequest<unknown>("/auth/register", { method: "POST", body: input })

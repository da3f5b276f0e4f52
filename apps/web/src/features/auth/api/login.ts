import { apiRequest, type ApiResult } from "../../../lib/api-client"

export interface LoginAnswer {
  readonly ok?: boolean
  readonly mfa_required?: boolean
  readonly error?: string
  /** Echoed on the code step (the server also keeps it in a cookie). */
  readonly challenge_id?: string
}

/** POST /auth/login {email, password, totp or code} (platform.md §7). */
export const login = (input: { email: string; password: string; code?: string; challengeId?: string }): Promise<ApiResult<LoginAnswer>> =>
  apiRequest<LoginAnswer>("/auth/login", {
    method: "POST",
    body: {
      email: input.email,
      password: input.password,
      ...(input.code ? { totp: input.code, code: input.code } : {}),
      ...(input.challengeId ? { challenge_id: input.challengeId } : {})
    }
  })

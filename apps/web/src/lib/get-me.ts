import { apiRequest } from "./api-client"
import { parseSession, type Session } from "./session-parse"

/** GET /auth/me; when that path is missing, the fallback GET /me (platform.md §7). */
export const getMe = async (): Promise<Session> => {
  const result = await apiRequest<unknown>("/auth/me")
  if (result.ok) return parseSession(result.data)
  if (result.status === 404) {
    const fallback = await apiRequest<unknown>("/me")
    if (fallback.ok) return parseSession(fallback.data)
  }
  return { signedIn: false, user: undefined }
}

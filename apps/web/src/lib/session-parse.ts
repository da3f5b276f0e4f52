// Reading the session answer of GET /auth/me (platform.md §3 Session).

export interface SessionUser {
  readonly id: number | string | undefined
  readonly email: string | undefined
  readonly name: string | undefined
  readonly roles: ReadonlyArray<string>
  /** The profile's country (dates follow it, issue 37); undefined when not known. */
  readonly country?: string | undefined
}

export interface Session {
  readonly signedIn: boolean
  readonly user: SessionUser | undefined
}

const str = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value : undefined)

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}

/** Signed in when authenticated is true, or user.id is a number, or user_id exists (§3). */
export const parseSession = (body: unknown): Session => {
  const root = record(body)
  const rawUser = record(root.user)
  const id = typeof rawUser.id === "number" || typeof rawUser.id === "string" ? rawUser.id : undefined
  const hasUserId = root.user_id !== undefined && root.user_id !== null
  const signedIn = root.authenticated === true || typeof rawUser.id === "number" || hasUserId
  if (!signedIn) return { signedIn: false, user: undefined }
  const roles = Array.isArray(rawUser.roles) ? rawUser.roles.filter((role): role is string => typeof role === "string") : []
  return {
    signedIn: true,
    user: {
      id: id ?? (typeof root.user_id === "number" || typeof root.user_id === "string" ? root.user_id : undefined),
      email: str(rawUser.email) ?? str(root.email),
      name: str(rawUser.name) ?? str(rawUser.full_name) ?? str(rawUser.display_name),
      roles,
      country: str(rawUser.country)
    }
  }
}

export const isAdmin = (session: Session): boolean => session.user?.roles.includes("admin") ?? false

/** The top bar shows the user's name, else the email. */
export const displayName = (session: Session): string => session.user?.name ?? session.user?.email ?? "Account"

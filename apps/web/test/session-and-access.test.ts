import { describe, expect, it } from "vitest"
import { decideAppAccess } from "../src/app/shell/access-rule"
import { NAV_COLLAPSED_KEY, readCollapsed, writeCollapsed } from "../src/app/shell/nav-state"
import { afterLoginPath } from "../src/features/auth/lib/after-login-path"
import { displayName, isAdmin, parseSession } from "../src/lib/session-parse"
import { subscriptionStatusOf } from "../src/lib/subscription-status"

describe("session (platform.md §3 Session)", () => {
  it("§3: signed in when authenticated is true, or user.id is a number, or user_id exists", () => {
    expect(parseSession({ authenticated: true, user: { email: "a@b.c" } }).signedIn).toBe(true)
    expect(parseSession({ user: { id: 4, email: "a@b.c" } }).signedIn).toBe(true)
    expect(parseSession({ user_id: "u-1" }).signedIn).toBe(true)
    expect(parseSession({ authenticated: false, user: null, user_id: null }).signedIn).toBe(false)
    expect(parseSession({ user: { id: "4" } }).signedIn).toBe(false)
  })

  it("§3: name comes from name, full_name or display_name; the top bar falls back to the email", () => {
    expect(displayName(parseSession({ authenticated: true, user: { full_name: "Ada L", email: "a@b.c" } }))).toBe("Ada L")
    expect(displayName(parseSession({ authenticated: true, user: { display_name: "Ada" } }))).toBe("Ada")
    expect(displayName(parseSession({ authenticated: true, email: "a@b.c", user: {} }))).toBe("a@b.c")
  })

  it("§6: the admin area needs the admin role", () => {
    expect(isAdmin(parseSession({ user: { id: 1, roles: ["user", "admin"] } }))).toBe(true)
    expect(isAdmin(parseSession({ user: { id: 1, roles: ["support"] } }))).toBe(false)
  })

  it("reads the subscription status at the top level or under subscription", () => {
    expect(subscriptionStatusOf({ status: "ACTIVE" })).toBe("active")
    expect(subscriptionStatusOf({ subscription: { status: "trialing" } })).toBe("trialing")
    expect(subscriptionStatusOf({})).toBeUndefined()
  })
})

describe("/app access (platform.md §2.3, §4 Access)", () => {
  const decide = (pathname: string, signedIn: boolean, status?: string) => decideAppAccess({ pathname, search: "", signedIn, subscriptionStatus: status })

  it("§4: only an active subscription enters /app; anything else goes to /pricing", () => {
    expect(decide("/app/projects", true, "active")).toEqual({ kind: "allow" })
    expect(decide("/app/projects", true, "trialing")).toEqual({ kind: "pricing", to: "/pricing" })
    expect(decide("/app", true, undefined)).toEqual({ kind: "pricing", to: "/pricing" })
  })

  it("§6: admins reach the admin pages without a subscription; other pages still need one", () => {
    const admin = (pathname: string) => decideAppAccess({ pathname, search: "", signedIn: true, subscriptionStatus: undefined, isAdmin: true })
    expect(admin("/app/admin/users")).toEqual({ kind: "allow" })
    expect(admin("/app/projects")).toEqual({ kind: "pricing", to: "/pricing" })
    expect(decide("/app/admin", true, undefined)).toEqual({ kind: "pricing", to: "/pricing" })
  })

  it("§4: the account/subscription path is exempt", () => {
    expect(decide("/app/account/subscription", true, "expired")).toEqual({ kind: "allow" })
  })

  it("signed-out visitors go to /login with next, except My Subscription which has a signed-out view (§2.11)", () => {
    expect(decideAppAccess({ pathname: "/app/create", search: "?x=1", signedIn: false, subscriptionStatus: undefined })).toEqual({
      kind: "login",
      to: "/login?next=%2Fapp%2Fcreate%3Fx%3D1"
    })
    expect(decide("/app/account/mysubscription", false)).toEqual({ kind: "allow" })
  })

  it("§2.1: after login, /app when active, else /pricing; a local next is honoured when reachable", () => {
    expect(afterLoginPath("active", null)).toBe("/app")
    expect(afterLoginPath(undefined, null)).toBe("/pricing")
    expect(afterLoginPath("active", "/app/projects")).toBe("/app/projects")
    expect(afterLoginPath("expired", "/app/projects")).toBe("/pricing")
    expect(afterLoginPath(undefined, "/free/start")).toBe("/free/start")
    expect(afterLoginPath("active", "//evil.example")).toBe("/app")
  })

  it("§2.3: the nav collapsed state is kept in local storage", () => {
    const data = new Map<string, string>()
    const store = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) }
    expect(readCollapsed(store)).toBe(false)
    writeCollapsed(store, true)
    expect(data.get(NAV_COLLAPSED_KEY)).toBe("1")
    expect(readCollapsed(store)).toBe(true)
    const broken = { getItem: () => { throw new Error("denied") }, setItem: () => { throw new Error("denied") } }
    expect(readCollapsed(broken)).toBe(false)
    expect(() => writeCollapsed(broken, true)).not.toThrow()
  })
})

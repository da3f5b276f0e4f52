import { describe, expect, it } from "vitest"
import { appAccessRedirect, canEnterApp, postLoginPath } from "../../../src/rules/platform/subscription-access"

describe("subscription access (platform.md §2.1, §4)", () => {
  it("platform.md §4: only status active enters the app area", () => {
    expect(canEnterApp("active")).toBe(true)
    for (const status of ["trialing", "past_due", "canceled", "", null, undefined]) expect(canEnterApp(status)).toBe(false)
  })

  it("platform.md §2.1: after login go to /app when active, else /pricing", () => {
    expect(postLoginPath("active")).toBe("/app")
    expect(postLoginPath("trialing")).toBe("/pricing")
  })

  it("platform.md §4: the account/subscription path is exempt", () => {
    expect(appAccessRedirect("canceled", "/app/account/subscription?status=success")).toBeNull()
    expect(appAccessRedirect("canceled", "/app/projects")).toBe("/pricing")
    expect(appAccessRedirect("active", "/app/projects")).toBeNull()
  })
})

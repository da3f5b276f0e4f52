import { describe, expect, it } from "vitest"
import { storyText } from "../../src/document/backlog"

describe("story text in documents", () => {
  it("reads 'As a' or 'As an' by the role's first sound", () => {
    expect(storyText({ as_a: "everyday banker", i_want: "to pay a friend" })).toBe("As an everyday banker, I want to pay a friend.")
    expect(storyText({ as_a: "admin", i_want: "audit logs", so_that: "I can trace changes" })).toBe(
      "As an admin, I want audit logs, so that I can trace changes."
    )
    expect(storyText({ as_a: "user", i_want: "to sign in" })).toBe("As a user, I want to sign in.")
    expect(storyText({ as_a: "university officer", i_want: "reports" })).toBe("As a university officer, I want reports.")
    expect(storyText({ as_a: "dispatch coordinator", i_want: "a live map" })).toBe("As a dispatch coordinator, I want a live map.")
    expect(storyText({ as_a: "", i_want: "help" })).toBe("As a user, I want help.")
  })
})

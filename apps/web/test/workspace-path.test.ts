// "Back to Project Workspace" targets of the module pages (waterfall.md §2, agile.md §2).
import { describe, expect, it } from "vitest"
import { workspacePath } from "../src/lib/workspace-path"

describe("workspacePath", () => {
  it("goes to the project list without a project", () => {
    expect(workspacePath(undefined)).toBe("/app/projects")
    expect(workspacePath("", { project: "Warehouse move" })).toBe("/app/projects")
  })

  it("goes to the project's workspace, with or without its query", () => {
    expect(workspacePath("12")).toBe("/app/projects/12")
    expect(workspacePath(12, { project: "Warehouse & yard" })).toBe("/app/projects/12?project=Warehouse+%26+yard&projectId=12")
    expect(workspacePath(0)).toBe("/app/projects/0")
  })

  it("leaves an empty name out of the query and encodes the id", () => {
    expect(workspacePath("7", { project: "" })).toBe("/app/projects/7?projectId=7")
    expect(workspacePath("a/b", { project: undefined })).toBe("/app/projects/a%2Fb?projectId=a%2Fb")
  })
})

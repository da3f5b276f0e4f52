import * as Data from "effect/Data"

export class TaskNotFound extends Data.TaggedError("TaskNotFound")<{ readonly id: string }> {
  override get message() {
    return `Task ${this.id} not found`
  }
}

export class ParentNotFound extends Data.TaggedError("ParentNotFound")<{ readonly parentId: string }> {
  override get message() {
    return `Parent task ${this.parentId} not found`
  }
}

export class ParentCycle extends Data.TaggedError("ParentCycle")<{ readonly id: string; readonly parentId: string }> {
  override get message() {
    return this.id === this.parentId
      ? "A task cannot be its own parent"
      : "A task cannot be moved under one of its own sub-tasks"
  }
}

export type ParentChangeError = TaskNotFound | ParentNotFound | ParentCycle

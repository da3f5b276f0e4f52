import * as Data from "effect/Data"

/** Links that close a loop; `tasks` are the labels on the cycle in link order. */
export class LinkCycle extends Data.TaggedError("LinkCycle")<{ readonly tasks: ReadonlyArray<string> }> {
  override get message() {
    return `Task links form a cycle: ${[...this.tasks, this.tasks[0]].join(" -> ")}`
  }
}

export class LinkToMissingTask extends Data.TaggedError("LinkToMissingTask")<{ readonly task: string; readonly missing: string }> {
  override get message() {
    return `Task ${this.task} is linked to task ${this.missing}, which does not exist`
  }
}

export class LinkToSelf extends Data.TaggedError("LinkToSelf")<{ readonly task: string }> {
  override get message() {
    return `Task ${this.task} cannot be linked to itself`
  }
}

export class InvalidStartNoEarlierThan extends Data.TaggedError("InvalidStartNoEarlierThan")<{ readonly task: string; readonly value: string }> {
  override get message() {
    return `Start no earlier than of task ${this.task} must be a date as YYYY-MM-DD (got "${this.value}")`
  }
}

export type LinkError = LinkCycle | LinkToMissingTask | LinkToSelf | InvalidStartNoEarlierThan

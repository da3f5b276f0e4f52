import * as Data from "effect/Data"

export class InvalidBaseStart extends Data.TaggedError("InvalidBaseStart")<{ readonly value: string }> {
  override get message() {
    return `Base start must be a date as YYYY-MM-DD (got "${this.value}")`
  }
}

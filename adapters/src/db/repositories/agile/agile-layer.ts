import * as Layer from "effect/Layer"
import * as Documents from "./agile-document-repository"
import * as Backlog from "./backlog-repository"
import * as ScheduleTasks from "./schedule-task-repository"

/** Every agile repository over one SqlClient. */
export const layer = Layer.mergeAll(Documents.layer, Backlog.layer, ScheduleTasks.layer)

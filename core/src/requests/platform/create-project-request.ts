import * as Schema from "effect/Schema"
import { withAliases } from "../../schemas/aliases"
import { Methodology } from "../../schemas/enums"
import { looseLiteral } from "../../schemas/primitives"

/**
 * POST /projects {name, methodology} and POST /auth/projects {name}: methodology (also delivery)
 * defaults to waterfall; a blank name is refused by the project-create rule with its spec message.
 */
export const CreateProjectRequest = withAliases(
  "CreateProjectRequest",
  Schema.Struct({
    name: Schema.String.pipe(Schema.maxLength(200, { message: () => "Project name must be at most 200 characters." })),
    methodology: Schema.optionalWith(looseLiteral(Methodology.literals), { default: () => "waterfall" as const })
  }),
  { name: ["project_name"], methodology: ["delivery"] }
)
export type CreateProjectRequest = typeof CreateProjectRequest.Type

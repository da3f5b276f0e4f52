import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import {
  DEFAULT_RISK_CATEGORY,
  DEFAULT_RISK_LEVEL,
  RISK_LEVEL_BY_VALUE,
  RISK_LEVEL_VALUE,
  RISK_LEVELS,
  RiskCategory,
  RiskLevel,
  type RiskLevelValue
} from "./enums"
import { Id, intBetween, looseLiteral, nullable, optional, requiredText, Text, Timestamp, withDefault } from "./primitives"

const LEVEL_MESSAGE = `Expected a level: ${RISK_LEVELS.join(", ")} (or 1 to 5)`

/** A likelihood or impact: a label (any case) or its value 1-5; always yields the label. */
export const RiskLevelInput = Schema.Union(
  looseLiteral(RiskLevel.literals),
  Schema.transform(intBetween(1, 5, LEVEL_MESSAGE), RiskLevel, {
    strict: true,
    decode: (n) => RISK_LEVEL_BY_VALUE[n as RiskLevelValue],
    encode: (label) => RISK_LEVEL_VALUE[label]
  })
).annotations({ message: () => LEVEL_MESSAGE, jsonSchema: { type: "string", enum: [...RISK_LEVELS] } })

const riskFields = {
  title: requiredText("Risk title is required."),
  description: Text,
  category: withDefault(looseLiteral(RiskCategory.literals), () => DEFAULT_RISK_CATEGORY),
  likelihood: withDefault(RiskLevelInput, () => DEFAULT_RISK_LEVEL),
  impact: withDefault(RiskLevelInput, () => DEFAULT_RISK_LEVEL),
  mitigation: Text,
  contingency: Text,
  status: Text,
  created_at: nullable(Timestamp)
}

/** A risk register row (waterfall.md §3, agile.md §3). RAG score and label are derived by rules. */
export const Risk = withAliases("Risk", Schema.Struct({ id: Id, ...riskFields }), { id: ["risk_id"] })
export type Risk = typeof Risk.Type

/** A risk being added (POST /risk/add): no id yet; defaults Technical, Medium, Medium. */
export const NewRisk = Schema.Struct(riskFields).annotations({ title: "NewRisk" })
export type NewRisk = typeof NewRisk.Type

/** POST /risk/update {project_name, risk_id, fields}: any subset of the editable fields. */
export const RiskFieldsPatch = Schema.Struct({
  title: optional(requiredText("Risk title is required.")),
  description: optional(Schema.String),
  category: optional(looseLiteral(RiskCategory.literals)),
  likelihood: optional(RiskLevelInput),
  impact: optional(RiskLevelInput),
  mitigation: optional(Schema.String),
  contingency: optional(Schema.String),
  status: optional(Schema.String)
}).annotations({ title: "RiskFieldsPatch" })
export type RiskFieldsPatch = typeof RiskFieldsPatch.Type

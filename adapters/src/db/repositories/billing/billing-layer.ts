import * as Layer from "effect/Layer"
import * as Billing from "./billing-repository"
import * as Admin from "../admin/admin-repository"
import * as Alerts from "../admin/alert-repository"
import * as Feedback from "../feedback/feedback-repository"
import * as Usage from "../usage/usage-event-repository"

/** The checkout, administration, feedback and usage-event repositories over one SqlClient. */
export const layer = Layer.mergeAll(Billing.layer, Admin.layer, Alerts.layer, Feedback.layer, Usage.layer)

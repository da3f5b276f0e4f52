import type { ModuleDoc } from "./route-doc"
import { agileBudgetDocs, agileDocs } from "./tables/agile-docs"
import { forecastDocs } from "./tables/forecast-docs"
import { adminDocs, authAdminDocs, authDocs, billingDocs, feedbackDocs, briefDocs, meDocs, metaDocs, projectDocs, subscriptionDocs } from "./tables/platform-docs"
import { agileReportDocs, waterfallReportDocs } from "./tables/reports-docs"
import { boardReviewDocs, reviewLinkDocs } from "./tables/board-review-docs"
import { budgetDocs, commsDocs, riskDocs, scopeDocs, stakeholderDocs, wbsDocs } from "./tables/waterfall-docs"

/** Every resource's route table, in the order its tag is listed in the document. */
export const routeDocs: ReadonlyArray<ModuleDoc> = [
  authDocs,
  meDocs,
  projectDocs,
  briefDocs,
  subscriptionDocs,
  billingDocs,
  feedbackDocs,
  adminDocs,
  authAdminDocs,
  scopeDocs,
  riskDocs,
  stakeholderDocs,
  commsDocs,
  wbsDocs,
  budgetDocs,
  forecastDocs,
  agileDocs,
  agileBudgetDocs,
  waterfallReportDocs,
  agileReportDocs,
  boardReviewDocs,
  reviewLinkDocs,
  metaDocs
]

import { BriefReadResponse } from "@initpack/core/responses/pack/brief-responses"
import { ProjectProvenanceResponse } from "@initpack/core/responses/pack/provenance-responses"
import { DraftProjectResponse } from "@initpack/core/responses/pack/draft-responses"
import { DraftStreamLineSchema } from "@initpack/core/responses/pack/draft-stream-responses"
import { AdminResetTokenResponse, AdminUserDeletedResponse, AdminUserResponse, AdminUserView, AdminUsersResponse, AlertResolvedResponse, AlertsResponse, CurrentPlanResponse, TopupsGrantedResponse, UsageStatsResponse, UserProjectsDeletedResponse, WindowStatsResponse } from "@initpack/core/responses/admin/admin-responses"
import { TopupCheckoutResponse } from "@initpack/core/responses/platform/billing-responses"
import { FeedbackResponse } from "@initpack/core/responses/platform/feedback-responses"
import { OkResponse } from "@initpack/core/responses/ok-response"
import { LoginResponse, PasswordResetRequestResponse, RefreshResponse, RegisterResponse, SessionInfoResponse, TwoFactorSetupResponse, TwoFactorStateResponse } from "@initpack/core/responses/platform/auth-responses"
import { FreePlanResponse, MySubscriptionResponse, PlansResponse, SubscribeChallengeResponse, SubscribeResponse } from "@initpack/core/responses/platform/subscription-responses"
import { AdminTopupRequest, AdminUserPatchRequest } from "@initpack/core/requests/admin/admin-requests"
import { CreateProjectRequest } from "@initpack/core/requests/platform/create-project-request"
import { SubscribeRequest } from "@initpack/core/requests/platform/subscribe-request"
import { TwoFactorDisableRequest } from "@initpack/core/requests/platform/two-factor-disable-request"
import { Feedback } from "@initpack/core/schemas/feedback"
import { LoginRequest, PasswordResetConfirm, PasswordResetRequest, RegisterRequest, TwoFactorActivate } from "@initpack/core/schemas/user"
import { TopupCheckoutBody } from "@initpack/core/use-cases/billing/topup-checkout-body"
import { BriefReadRequest, DraftProjectRequest, SaveDraftRequest } from "@initpack/core/requests/pack/project-draft-requests"
import { HealthResponse, ReadyResponse } from "@initpack/core/responses/platform/health-responses"
import { CheckNameResponse, DeliveryResponse, ProjectListResponse, ProjectPlanResponse, ProjectResponse, ProjectView, UsageResponse } from "@initpack/core/responses/platform/project-responses"
import * as Schema from "effect/Schema"
import { OpenApiDocument } from "../openapi-document-schema"
import type { ModuleDoc } from "../route-doc"
import { AdminUsersQuery, AlertsQuery, CheckNameQuery, ProjectListQuery, ProjectScopeQuery, SearchQuery } from "./handler-queries"

const SESSION_INFO = "{ authenticated, user_id, email, user, subscription_status }; signed out: { authenticated: false, user: null, user_id: null }"

export const authDocs: ModuleDoc = {
  tag: "Auth",
  description: "Sign-up, sign-in with two-factor codes, sessions and password reset (platform.md §7 Auth).",
  prefixes: ["/api/auth"],
  access: "public",
  routes: {
    "GET /me": { summary: "The signed-in user and subscription status", returns: SESSION_INFO, access: "optional", response: SessionInfoResponse },
    "POST /register": { summary: "Create an account and sign in", returns: "{ ok, user, next: \"/pricing\" } and the session cookie", body: RegisterRequest, status: 201, errors: [409], response: RegisterResponse },
    "POST /login": {
      summary: "Sign in (a second step with the code when 2FA is on)",
      returns: "{ ok: true, authenticated, user, subscription_status, next } and a new session cookie; with 2FA and no code { ok: false, mfa_required: true, challenge_id }",
      body: LoginRequest,
      access: "optional",
      errors: [401, 429],
      response: LoginResponse
    },
    "POST /logout": { summary: "End the session", returns: "{ ok }; the cookie is cleared", access: "optional", response: OkResponse },
    "POST /refresh": { summary: "Renew the session id (same absolute end)", returns: "{ ok, user }", access: "session", response: RefreshResponse },
    "POST /2fa/setup": { summary: "Start two-factor setup", returns: "{ secret, otpauth_url }", access: "session", response: TwoFactorSetupResponse },
    "POST /2fa/activate": { summary: "Turn two-factor sign-in on", returns: "{ ok, mfa_enabled: true }; new session id", body: TwoFactorActivate, access: "session", errors: [409], response: TwoFactorStateResponse },
    "POST /2fa/disable": { summary: "Turn two-factor sign-in off", returns: "{ ok, mfa_enabled: false }", body: TwoFactorDisableRequest, access: "session", errors: [409], response: TwoFactorStateResponse },
    "POST /password/request": { summary: "Mail a password reset link", returns: "{ ok: true, message } whether or not the email exists", body: PasswordResetRequest, response: PasswordResetRequestResponse },
    "POST /password/reset/request": { summary: "Mail a password reset link (alternate path)", returns: "{ ok: true, message }", body: PasswordResetRequest, response: PasswordResetRequestResponse },
    "POST /password/reset/confirm": { summary: "Set a new password with a reset token", returns: "{ ok: true }; every session of the user ends", body: PasswordResetConfirm, response: OkResponse },
    "POST /password/reset": { summary: "Set a new password with a reset token (token, new_password)", returns: "{ ok: true }", body: PasswordResetConfirm, response: OkResponse }
  }
}

export const meDocs: ModuleDoc = {
  tag: "Auth",
  description: "",
  prefixes: ["/api/me"],
  access: "optional",
  routes: { "GET /": { summary: "The signed-in user (same as GET /api/auth/me)", returns: SESSION_INFO, response: SessionInfoResponse } }
}

export const projectDocs: ModuleDoc = {
  tag: "Projects",
  description: "The signed-in user's projects, mounted under /api/projects and /api/auth/projects (platform.md §7 Projects).",
  prefixes: ["/api/projects", "/api/auth/projects"],
  access: "subscriber",
  routes: {
    "GET /": { summary: "Active projects (newest first), or one project by ?name= or ?id=", returns: "{ projects, items }, or the project plus project: {…}", query: ProjectListQuery, response: Schema.Union(ProjectListResponse, ProjectResponse) },
    "GET /archived": { summary: "Archived projects", returns: "{ projects, items }, latest archived first", query: SearchQuery, response: ProjectListResponse },
    "POST /": { summary: "Create a project", returns: "the project", body: CreateProjectRequest, status: 201, errors: [409], response: ProjectView },
    "GET /plan": { summary: "The plan's rules", returns: "{ plan_type, plan, status, allowed_methodologies }", access: "session", response: ProjectPlanResponse },
    "GET /capacity": { summary: "Project creations used and left in the window", returns: "{ allowed, can_create, used, limit, topups, remaining, window_start, window_end, message? }", access: "session", response: UsageResponse },
    "GET /can-create": { summary: "Project creations used and left (same as capacity)", returns: "as /capacity", access: "session", response: UsageResponse },
    "GET /check-name": { summary: "Is the name taken (ignoring case)", returns: "{ exists }", query: CheckNameQuery, access: "session", response: CheckNameResponse },
    "GET /{id}": { summary: "One project", returns: "the project plus project: {…}", response: ProjectResponse },
    "GET /{id}/delivery": { summary: "The project's delivery method", returns: "{ project_id, project_name, delivery }", response: DeliveryResponse },
    "GET /{id}/provenance": {
      summary: "Where each line of a project saved from a reviewed draft came from (a line edited since is the user's and not listed; a project saved otherwise has none)",
      returns: "{ project_id, lines: [{ key, module, section, text, provenance: { kind, quote?, rule?, reason?, triggers? } }], assumed: { module: count } }",
      response: ProjectProvenanceResponse
    },
    "POST /{id}/archive": { summary: "Archive a project", returns: "the project with archived_at set", response: ProjectView },
    "POST /{id}/unarchive": { summary: "Restore an archived project", returns: "the project with archived_at null", response: ProjectView },
    "POST /draft": {
      summary: "Draft every module of a project from the brief form, saving nothing (the same drafting as initpack pack)",
      returns:
        "{ draft: the project's artefacts, signature, method, steps: [{ step, label, summary }] }; with Accept: application/x-ndjson, one JSON line per change (start, each module drafting / done / failed), then the draft, or the module the model failed on with the modules kept (resume) for a retry",
      body: DraftProjectRequest,
      errors: [402, 502],
      response: DraftProjectResponse,
      stream: DraftStreamLineSchema
    },
    "POST /from-draft": {
      summary: "Create the project from a reviewed draft: the draft and signature /draft answered, less the removed lines' keys; every module in one transaction",
      returns: "the project plus project_id",
      body: SaveDraftRequest,
      status: 201,
      errors: [402, 409],
      response: ProjectView
    }
  }
}

export const briefDocs: ModuleDoc = {
  tag: "Projects",
  description: "",
  prefixes: ["/api/briefs"],
  access: "subscriber",
  routes: {
    "POST /read": {
      summary: "Read a pasted brief or an uploaded .docx, .md, .txt or brief .yaml (base64, at most 2 MB) into the editable brief form",
      returns: "{ form: { name, method, start, deadlines, events, money, currency, quantities, stakeholders, constraints, risk_context, text, assumed: [{ field, reason }] } }",
      body: BriefReadRequest,
      errors: [413],
      response: BriefReadResponse
    }
  }
}

export const subscriptionDocs: ModuleDoc = {
  tag: "Subscriptions",
  description: "Plans, the user's subscription and usage, subscribing (platform.md §7 Subscriptions).",
  prefixes: ["/api/subscriptions"],
  access: "session",
  routes: {
    "GET /plans": { summary: "The plans on sale", returns: "{ plans: [{ code, name, price_cents, months, monthly_project_limit, allowed_methodologies, … }] }", access: "public", response: PlansResponse },
    "GET /me": { summary: "The user's subscription, plan and usage", returns: "{ email, plan_code, status, current_period_start, current_period_end, days_remaining, subscription, plan, usage }", response: MySubscriptionResponse },
    "GET /usage": { summary: "The usage window", returns: "as /projects/capacity", response: UsageResponse },
    "GET /gotcha/new": { summary: "A signed a+b challenge for subscribing", returns: "{ challenge_id, a, b, sig, expires_at }", response: SubscribeChallengeResponse },
    "POST /subscribe": { summary: "Start the checkout of a paid plan", returns: "{ ok, checkout_url }", body: SubscribeRequest, errors: [404, 409, 502], response: SubscribeResponse },
    "POST /free": { summary: "Activate the free plan (once per account)", returns: "{ ok, plan_code: \"free\", status, current_period_end }", errors: [409], response: FreePlanResponse }
  }
}

export const billingDocs: ModuleDoc = {
  tag: "Billing",
  description: "Top-up checkout (platform.md §7, docs/billing.md).",
  prefixes: ["/api/billing"],
  access: "session",
  routes: {
    "POST /topups/checkout": { summary: "Buy project top-ups (1..10 bundles)", returns: "{ ok, checkout_url, checkout_id, bundles, projects }", body: TopupCheckoutBody, access: "subscriber", errors: [502], response: TopupCheckoutResponse }
  }
}

export const feedbackDocs: ModuleDoc = {
  tag: "Feedback",
  description: "Feedback, support and feature requests (platform.md §7 Feedback).",
  prefixes: ["/api/feedback"],
  access: "session",
  routes: { "POST /submit": { summary: "Send feedback", returns: "{ ok, status: \"Sent.\", id }", body: Feedback, response: FeedbackResponse } }
}

const STATS = "{ windows: [{ window: \"24h\" | \"5d\" | \"1m\", count }], \"24h\", \"5d\", \"1m\" }"

export const adminDocs: ModuleDoc = {
  tag: "Admin",
  description: "Administration, admins only (platform.md §7 Admin, docs/admin.md).",
  prefixes: ["/api/admin"],
  access: "admin",
  routes: {
    "GET /stats/users": { summary: "Users created per window", returns: `${STATS} plus total`, response: WindowStatsResponse },
    "GET /stats/subscriptions": { summary: "Subscriptions created per window", returns: `${STATS} plus active`, response: WindowStatsResponse },
    "GET /stats/topups": { summary: "Top-ups bought per window", returns: `${STATS} plus bundles`, response: WindowStatsResponse },
    "GET /stats/usage": { summary: "Usage events by action", returns: "{ by_action: [{ action, count }], windows }", response: UsageStatsResponse },
    "GET /stats/alerts": { summary: "Excessive-use alerts (open ones, or all)", returns: "{ alerts: [...] }", query: AlertsQuery, response: AlertsResponse },
    "POST /alerts/{id}/resolve": { summary: "Resolve an alert", returns: "{ ok, alert }", response: AlertResolvedResponse },
    "GET /users": { summary: "Search users", returns: "{ users, items, count }", query: AdminUsersQuery, response: AdminUsersResponse },
    "GET /users/{id}": { summary: "One user with the subscription", returns: "the user view plus subscription", response: AdminUserResponse },
    "PATCH /users/{id}": { summary: "Activate or deactivate a user, or set their plan", returns: "the user view", body: AdminUserPatchRequest, response: AdminUserView },
    "DELETE /users/{id}": { summary: "Delete a user and every linked row", returns: "{ ok, deleted }", errors: [400], response: AdminUserDeletedResponse },
    "GET /users/{id}/current-plan": { summary: "The user's current plan", returns: "{ user_id, plan_code, status, current_period_end }", response: CurrentPlanResponse },
    "POST /users/{id}/password-reset": { summary: "A single-use reset link for the user", returns: "{ ok, token, expires_at, reset_path }", response: AdminResetTokenResponse },
    "DELETE /users/{id}/projects": { summary: "Delete the user's archived, active or all projects", returns: "{ ok, deleted, scope }", query: ProjectScopeQuery, response: UserProjectsDeletedResponse },
    "POST /users/{id}/topups": { summary: "Grant top-up bundles", returns: "{ ok, bundles, projects }", body: AdminTopupRequest, response: TopupsGrantedResponse }
  }
}

export const authAdminDocs: ModuleDoc = {
  tag: "Admin",
  description: "",
  prefixes: ["/api/auth/admin"],
  access: "admin",
  routes: { "GET /users": { summary: "Search users (same as GET /api/admin/users)", returns: "{ users, items, count }", query: AdminUsersQuery, response: AdminUsersResponse } }
}

export const metaDocs: ModuleDoc = {
  tag: "Meta",
  description: "The server itself: liveness, readiness and this document.",
  prefixes: ["/api"],
  access: "public",
  routes: {
    "GET /health": { summary: "Liveness: the process answers (no database call)", returns: "{ status: \"ok\" }", response: HealthResponse },
    "GET /ready": {
      summary: "Readiness: the database answers and the migrations are applied",
      returns: "{ status: \"ready\" }; 503 { error } with the reason otherwise",
      response: ReadyResponse,
      errors: [503]
    },
    "GET /openapi.json": { summary: "This OpenAPI 3.1 document, generated from the routes and the core Schemas", returns: "the OpenAPI document", response: OpenApiDocument }
  }
}

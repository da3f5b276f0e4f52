// One router, every route lazy-loaded so the landing page ships only what it needs.
import type { ComponentType } from "react"
import { Navigate, createBrowserRouter, type RouteObject } from "react-router"
import { RootLayout, RouteLoading } from "./root-layout"
import { MODULE_ROUTES } from "../features/modules/data/module-routes"

type Loaded = Promise<{ Component: ComponentType }>
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => (): Loaded =>
  load().then((module) => ({ Component: pick(module) }))

const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import("../features/landing/components/landing-page"), (m) => m.LandingPage) },
  { path: "welcome", lazy: page(() => import("../features/landing/components/welcome-page"), (m) => m.WelcomePage) },
  { path: "login", lazy: page(() => import("../features/auth/components/login-page"), (m) => m.LoginPage) },
  { path: "signup", lazy: page(() => import("../features/auth/components/signup-page"), (m) => m.SignupPage) },
  { path: "reset-password", lazy: page(() => import("../features/auth/components/reset-password-page"), (m) => m.ResetPasswordPage) },
  { path: "pricing-signup", lazy: page(() => import("../features/pricing/components/public-pricing-page"), (m) => m.PublicPricingPage) },
  { path: "pricing", lazy: page(() => import("../features/pricing/components/pricing-page"), (m) => m.PricingPage) },
  { path: "about", lazy: page(() => import("../features/legal/components/about-page"), (m) => m.AboutPage) },
  { path: "disclaimer", lazy: page(() => import("../features/legal/components/disclaimer-page"), (m) => m.DisclaimerPage) },
  { path: "terms", lazy: page(() => import("../features/legal/components/terms-page"), (m) => m.TermsPage) },
  { path: "topup", lazy: page(() => import("../features/billing/components/topup-page"), (m) => m.TopupPage) },
  { path: "free/start", lazy: page(() => import("../features/billing/components/free-start-page"), (m) => m.FreeStartPage) },
  { path: "review", lazy: page(() => import("../features/review-link/components/review-page"), (m) => m.ReviewPage) },
  { path: "demo/:module", lazy: page(() => import("../features/demo/components/demo-page"), (m) => m.DemoPage) },
  // Aliases the spec refers to (§2.1 go-to-workspace, §2.3 account paths, §2.3 project guard).
  { path: "home", element: <Navigate to="/app" replace /> },
  { path: "projects", element: <Navigate to="/app/projects" replace /> },
  { path: "account/billing", element: <Navigate to="/app/account/mysubscription" replace /> },
  { path: "account/subscription", element: <Navigate to="/app/account/subscription" replace /> }
]

// The screen of each module route (MODULE_ROUTES).
const modulePages: Readonly<Record<string, () => Loaded>> = {
  scope: page(() => import("../features/scope/components/scope-page"), (m) => m.ScopePage),
  risk: page(() => import("../features/risk/components/risk-page"), (m) => m.RiskPage),
  stakeholders: page(() => import("../features/stakeholders/components/stakeholders-page"), (m) => m.StakeholdersPage),
  wbs: page(() => import("../features/wbs/components/wbs-page"), (m) => m.WbsPage),
  budget: page(() => import("../features/budget/components/budget-page"), (m) => m.BudgetPage),
  "comms/short": page(() => import("../features/comms/components/comms-page"), (m) => m.CommsPage),
  reports: page(() => import("../features/reports/components/reports-page"), (m) => m.ReportsPage),
  "agile/budget": page(() => import("../features/budget/components/budget-page"), (m) => m.AgileBudgetPage),
  "reports/agile": page(() => import("../features/reports/components/reports-page"), (m) => m.AgileReportsPage),
  "agile/quick-draft": page(() => import("../features/agile-quick-draft/components/quick-draft-page"), (m) => m.QuickDraftPage),
  "agile/scope": page(() => import("../features/agile-scope/components/agile-scope-page"), (m) => m.AgileScopePage),
  "agile/backlog": page(() => import("../features/agile-backlog/components/backlog-page"), (m) => m.BacklogPage),
  "agile/release": page(() => import("../features/agile-release/components/release-page"), (m) => m.ReleasePage),
  "agile/risk": page(() => import("../features/risk/components/risk-page"), (m) => m.AgileRiskPage),
  "agile/schedule": page(() => import("../features/wbs/components/wbs-page"), (m) => m.AgileSchedulePage)
}

// Every module route has its screen (issue 21 retired the placeholder); a route listed without one is Not Found.
const moduleRoutes: RouteObject[] = MODULE_ROUTES.flatMap((route) => {
  const lazy = modulePages[route.path]
  return lazy ? [{ path: route.path, lazy }] : []
})

const appRoutes: RouteObject = {
  path: "app",
  lazy: page(() => import("./shell/app-shell"), (m) => m.AppShell),
  children: [
    { index: true, lazy: page(() => import("../features/projects/components/app-home-page"), (m) => m.AppHomePage) },
    { path: "create", lazy: page(() => import("../features/projects/components/create-project-page"), (m) => m.CreateProjectPage) },
    { path: "projects/new", lazy: page(() => import("../features/projects/components/create-project-page"), (m) => m.CreateProjectPage) },
    { path: "projects", lazy: page(() => import("../features/projects/components/projects-page"), (m) => m.ProjectsPage) },
    { path: "projects/from-brief", lazy: page(() => import("../features/project-from-brief/components/project-from-brief-page"), (m) => m.ProjectFromBriefPage) },
    { path: "projects/archived", lazy: page(() => import("../features/projects/components/archived-projects-page"), (m) => m.ArchivedProjectsPage) },
    { path: "projects/landing", lazy: page(() => import("../features/projects/components/project-workspace-page"), (m) => m.ProjectWorkspacePage) },
    { path: "projects/:id", lazy: page(() => import("../features/projects/components/project-workspace-page"), (m) => m.ProjectWorkspacePage) },
    { path: "feedback", lazy: page(() => import("../features/feedback/components/feedback-page"), (m) => m.FeedbackPage) },
    { path: "account/mysubscription", lazy: page(() => import("../features/subscription/components/my-subscription-page"), (m) => m.MySubscriptionPage) },
    { path: "account/subscription", lazy: page(() => import("../features/subscription/components/subscription-usage-page"), (m) => m.SubscriptionUsagePage) },
    {
      lazy: page(() => import("./shell/require-admin"), (m) => m.RequireAdmin),
      children: [
        { path: "admin", lazy: page(() => import("../features/admin/components/admin-dashboard-page"), (m) => m.AdminDashboardPage) },
        { path: "admin/subscriptions", lazy: page(() => import("../features/admin/components/admin-dashboard-page"), (m) => m.AdminDashboardPage) },
        { path: "admin/users", lazy: page(() => import("../features/admin/components/admin-users-page"), (m) => m.AdminUsersPage) }
      ]
    },
    { lazy: page(() => import("./shell/require-project"), (m) => m.RequireProject), children: moduleRoutes },
    { path: "*", lazy: page(() => import("./shell/not-found-page"), (m) => m.NotFoundPage) }
  ]
}

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    hydrateFallbackElement: <RouteLoading />,
    children: [...publicRoutes, appRoutes, { path: "*", element: <Navigate to="/" replace /> }]
  }
]

export const router = createBrowserRouter(routes)

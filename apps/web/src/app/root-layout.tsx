import { Suspense } from "react"
import { Outlet, ScrollRestoration } from "react-router"
import { ToastProvider } from "../components/ui/toast"
import { Spinner } from "../components/ui/spinner"
import { SessionProvider } from "../lib/session"

export const RootLayout = () => (
  <SessionProvider>
    <ToastProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </ToastProvider>
  </SessionProvider>
)

export const RouteLoading = () => (
  <div className="page">
    <Spinner />
  </div>
)

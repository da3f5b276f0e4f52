// platform.md §2.1, §4: only a subscription status of active lets a signed-in user into /app;
// otherwise the user is sent to /pricing. The account/subscription path is exempt.

export const APP_HOME_PATH = "/app"
export const PRICING_PATH = "/pricing"

export const canEnterApp = (status: string | null | undefined): boolean => status === "active"

/** Where to go after login. */
export const postLoginPath = (status: string | null | undefined): string =>
  canEnterApp(status) ? APP_HOME_PATH : PRICING_PATH

export const isAccessExempt = (path: string): boolean => {
  const clean = (path.split(/[?#]/)[0] ?? "").replace(/\/+$/, "")
  return clean === "/app/account/subscription" || clean === "/account/subscription"
}

/** The redirect for a signed-in user opening `path` under /app, or null when access is granted. */
export const appAccessRedirect = (status: string | null | undefined, path: string): string | null =>
  canEnterApp(status) || isAccessExempt(path) ? null : PRICING_PATH

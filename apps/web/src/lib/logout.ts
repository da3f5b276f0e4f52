import { apiRequest } from "./api-client"

/** platform.md §4: call logout, then hard-navigate to /welcome. */
export const logoutAndLeave = async (): Promise<void> => {
  await apiRequest("/auth/logout", { method: "POST", body: {} })
  window.location.assign("/welcome")
}

import { ApiClient } from "../../support/server"

export const ADMIN_EMAIL = "root.admin@example.com"
export const ADMIN_PASSWORD = "admin password 1234"

/** The admin created at start from ADMIN_EMAIL / ADMIN_PASSWORD, signed in. */
export const signInAdmin = async (url: string) => {
  const admin = new ApiClient(url)
  const r = await admin.post("/api/auth/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
  if (r.status !== 200) throw new Error(`admin login failed: ${r.status} ${r.text}`)
  return admin
}

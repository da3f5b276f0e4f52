import type { Context } from "hono"
import { deleteCookie, getCookie, setCookie } from "hono/cookie"

export interface CookieNames {
  readonly session: string
  readonly mfa: string
}

/** HttpOnly, SameSite=Lax; Secure and the __Host- prefix when PUBLIC_URL is https. */
export const cookieNames = (https: boolean): CookieNames =>
  https ? { session: "__Host-initpack_session", mfa: "__Host-initpack_mfa" } : { session: "initpack_session", mfa: "initpack_mfa" }

export const readCookie = (c: Context, name: string): string | undefined => getCookie(c, name)

export const writeCookie = (c: Context, name: string, value: string, expires: Date, https: boolean, now = Date.now()) =>
  setCookie(c, name, value, {
    httpOnly: true,
    sameSite: "Lax",
    secure: https,
    path: "/",
    maxAge: Math.max(0, Math.floor((expires.getTime() - now) / 1000))
  })

export const clearCookie = (c: Context, name: string, https: boolean) => deleteCookie(c, name, { path: "/", secure: https, httpOnly: true, sameSite: "Lax" })

import type { Context } from "hono"
import { deleteCookie, setCookie } from "hono/cookie"
import { parse } from "hono/utils/cookie"
import { requestHeader } from "./node-bindings"

export interface CookieNames {
  readonly session: string
  readonly mfa: string
}

/** HttpOnly, SameSite=Lax; Secure and the __Host- prefix when PUBLIC_URL is https. */
export const cookieNames = (https: boolean): CookieNames =>
  https ? { session: "__Host-initpack_session", mfa: "__Host-initpack_mfa" } : { session: "initpack_session", mfa: "initpack_mfa" }

// hono's cookie parse (what getCookie runs) is pure but costs microseconds with its regexes, and a
// signed-in client sends the same Cookie header on every request: keep the last few answers.
const PARSED_LIMIT = 256
const parsed = new Map<string, string | undefined>()

const parseCookie = (header: string, name: string): string | undefined => {
  const key = `${name}\n${header}`
  if (parsed.has(key)) return parsed.get(key)
  const value = parse(header, name)[name]
  if (parsed.size >= PARSED_LIMIT) parsed.clear()
  parsed.set(key, value)
  return value
}

export const readCookie = (c: Context, name: string): string | undefined => {
  const header = requestHeader(c, "cookie")
  return header ? parseCookie(header, name) : undefined
}

export const writeCookie = (c: Context, name: string, value: string, expires: Date, https: boolean, now = Date.now()) =>
  setCookie(c, name, value, {
    httpOnly: true,
    sameSite: "Lax",
    secure: https,
    path: "/",
    maxAge: Math.max(0, Math.floor((expires.getTime() - now) / 1000))
  })

export const clearCookie = (c: Context, name: string, https: boolean) => deleteCookie(c, name, { path: "/", secure: https, httpOnly: true, sameSite: "Lax" })

// The lifecycle every browser suite shares: one server with a fresh build and one Chromium per test file,
// pages in contexts of their own, all closed after the file.
import { afterAll, beforeAll } from "vitest"
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core"
import { launchBrowser } from "./browser"
import { startWebApp, type WebApp } from "./start-web-app"

export interface WebSuite {
  /** The running app (set once beforeAll has run). */
  readonly app: WebApp
  readonly browser: Browser
  /** A page in a new context (1280 x 900 unless `width` says otherwise). */
  readonly newPage: (width?: number, options?: BrowserContextOptions) => Promise<Page>
}

export const useWebSuite = (setupTimeout = 150_000): WebSuite => {
  let app: WebApp | undefined
  let browser: Browser | undefined
  const contexts: BrowserContext[] = []

  beforeAll(async () => {
    ;[app, browser] = await Promise.all([startWebApp(), launchBrowser()])
  }, setupTimeout)

  afterAll(async () => {
    for (const context of contexts) await context.close()
    await browser?.close()
    await app?.close()
  })

  const ready = <T,>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started yet (use it inside a test)`)
    return value
  }

  return {
    get app() {
      return ready(app, "the web app")
    },
    get browser() {
      return ready(browser, "Chromium")
    },
    newPage: async (width = 1280, options = {}) => {
      const context = await ready(browser, "Chromium").newContext({ viewport: { width, height: 900 }, acceptDownloads: true, ...options })
      contexts.push(context)
      return context.newPage()
    }
  }
}

// Counts what a user does in the browser (issue 37's journey): each click, fill, select, check, key press,
// upload or typed address is one action. Waiting and reading are free.
import type { Download, Locator, Page } from "playwright-core"

export interface UserActions {
  readonly count: () => number
  /** Each step with the module it was taken on, for the printed breakdown. */
  readonly steps: () => ReadonlyArray<string>
  readonly on: (screen: string) => void
  readonly visit: (page: Page, url: string) => Promise<void>
  readonly click: (target: Locator) => Promise<void>
  readonly fill: (target: Locator, value: string) => Promise<void>
  readonly select: (target: Locator, value: string | { readonly label: string }) => Promise<void>
  readonly check: (target: Locator) => Promise<void>
  readonly press: (target: Locator, key: string) => Promise<void>
  readonly upload: (target: Locator, files: string | ReadonlyArray<string>) => Promise<void>
  /** One click that starts a download; answers the download. */
  readonly download: (page: Page, target: Locator) => Promise<Download>
}

export const userActions = (): UserActions => {
  const taken: string[] = []
  let screen = "start"
  const note = (what: string) => taken.push(`${screen}: ${what}`)
  return {
    count: () => taken.length,
    steps: () => [...taken],
    on: (name) => {
      screen = name
    },
    visit: async (page, url) => {
      note(`visit ${url}`)
      await page.goto(url)
    },
    click: async (target) => {
      note("click")
      await target.click()
    },
    fill: async (target, value) => {
      note("fill")
      await target.fill(value)
    },
    select: async (target, value) => {
      note("select")
      await target.selectOption(value)
    },
    check: async (target) => {
      note("check")
      await target.check()
    },
    press: async (target, key) => {
      note(`press ${key}`)
      await target.press(key)
    },
    upload: async (target, files) => {
      note("upload")
      await target.setInputFiles(typeof files === "string" ? files : [...files])
    },
    download: async (page, target) => {
      note("download")
      const [file] = await Promise.all([page.waitForEvent("download"), target.click()])
      return file
    }
  }
}

/** Actions per screen, in the order the screens were met ("Scope 5, Stakeholders 8, ..."). */
export const actionsByScreen = (steps: ReadonlyArray<string>): string => {
  const counts = new Map<string, number>()
  for (const step of steps) {
    const screen = step.slice(0, step.indexOf(":"))
    counts.set(screen, (counts.get(screen) ?? 0) + 1)
  }
  return [...counts].map(([screen, n]) => `${screen} ${n}`).join(", ")
}

// The public demo pages (platform.md §2.1, issue 10) in Debian's Chromium: a looping, silent reel of real
// screenshots of the module screen, a description, a pause control and a Back link.
import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { DEMO_MODULES, DEMO_REELS } from "../../apps/web/src/features/demo/data/demo-reels"
import { DEMO_FRAME_MS } from "../../apps/web/src/features/demo/components/demo-player"
import { hasChromium, seriousViolations } from "./support/browser"
import { waitForPath } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip
if (!hasChromium()) console.log("[e2e] /usr/bin/chromium is missing: browser tests skipped (apt-get install -y chromium)")

run("demo pages (Chromium)", { timeout: 90_000 }, () => {
  const web = useWebSuite()

  const open = async (module: string): Promise<Page> => {
    const page = await web.newPage()
    await page.goto(`${web.app.url}/demo/${module}`)
    return page
  }

  const currentImage = (page: Page) => page.getByTestId("demo-screen").locator('img[data-current="true"]')

  for (const module of DEMO_MODULES) {
    it(`/demo/${module}: the first screenshot is served and shown, with the description and a Back link`, async () => {
      const page = await open(module)
      const reel = DEMO_REELS[module]
      await page.getByRole("heading", { level: 1, name: `${reel.title} demo` }).waitFor()
      await page.getByText(reel.description).waitFor()
      const image = currentImage(page)
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280)
      expect(await image.getAttribute("alt")).toBe(`${reel.title}, step 1 of ${reel.frames.length}: ${reel.frames[0]!.caption}`)
      // every frame file answers with a JPEG
      for (const src of await page.getByTestId("demo-screen").locator("img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")))) {
        const response = await page.request.get(`${web.app.url}${src}`)
        expect(response.status(), src ?? "").toBe(200)
        expect(response.headers()["content-type"]).toBe("image/jpeg")
      }
      await page.getByRole("link", { name: "← Back" }).click()
      await waitForPath(page, (url) => url.pathname === "/")
      await page.close()
    })
  }

  it("loops on its own, pauses and plays again; no serious accessibility violations", async () => {
    const page = await open("scope")
    const reel = DEMO_REELS.scope
    const caption = page.getByTestId("demo-caption")
    await caption.filter({ hasText: `1/${reel.frames.length} · ${reel.frames[0]!.caption}` }).waitFor()
    await caption.filter({ hasText: `2/${reel.frames.length} · ${reel.frames[1]!.caption}` }).waitFor({ timeout: DEMO_FRAME_MS * 2 })
    expect(await currentImage(page).getAttribute("src")).toBe(`/demo-media/scope/${reel.frames[1]!.id}.jpg`)
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole("button", { name: "Pause demo" }).click()
    const paused = await caption.textContent()
    await page.waitForTimeout(DEMO_FRAME_MS + 500)
    expect(await caption.textContent()).toBe(paused)
    await page.getByRole("button", { name: "Play demo" }).click()
    await expect.poll(() => caption.textContent(), { timeout: DEMO_FRAME_MS * 2 }).not.toBe(paused)
    await page.close()
  })

  it("honours reduced motion: the reel waits for Play", async () => {
    const page = await web.newPage(1280, { reducedMotion: "reduce" })
    await page.goto(`${web.app.url}/demo/risk`)
    await page.getByRole("button", { name: "Play demo" }).waitFor()
    const caption = page.getByTestId("demo-caption")
    const first = await caption.textContent()
    await page.waitForTimeout(DEMO_FRAME_MS + 500)
    expect(await caption.textContent()).toBe(first)
  })

  it("an unknown demo goes back to the landing page", async () => {
    const page = await open("nonsense")
    await waitForPath(page, (url) => url.pathname === "/")
    await page.close()
  })
})

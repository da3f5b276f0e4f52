import { useEffect, useState } from "react"
import { frameSrc, type DemoModule, type DemoReel } from "../data/demo-reels"

/** How long each screenshot stays on screen. */
export const DEMO_FRAME_MS = 3500

/** A looping, silent slideshow of real screenshots of a module screen, with a pause control (WCAG 2.2.2). */
export const DemoPlayer = ({ module, reel }: { readonly module: DemoModule; readonly reel: DemoReel }) => {
  const reducedMotion = typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches
  const [playing, setPlaying] = useState(!reducedMotion)
  const [index, setIndex] = useState(0)
  const count = reel.frames.length
  useEffect(() => {
    if (!playing) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), DEMO_FRAME_MS)
    return () => clearInterval(timer)
  }, [playing, count])
  const frame = reel.frames[index] ?? reel.frames[0]
  if (!frame) return null
  return (
    <figure className="demo-player">
      <div className="demo-screen" data-testid="demo-screen">
        {reel.frames.map((f, i) => (
          // every frame stays in the page (preloaded); only the current one is visible
          <img
            key={f.id}
            src={frameSrc(module, f)}
            alt={i === index ? `${reel.title}, step ${i + 1} of ${count}: ${f.caption}` : ""}
            aria-hidden={i === index ? undefined : true}
            data-current={i === index}
            width={1280}
            height={800}
            loading={i === 0 ? "eager" : "lazy"}
            decoding="async"
          />
        ))}
      </div>
      <figcaption className="demo-bar">
        <button type="button" className="ui-btn ui-btn-secondary ui-btn-sm" onClick={() => setPlaying((p) => !p)}>
          {playing ? "Pause demo" : "Play demo"}
        </button>
        <span className="demo-caption" aria-live={playing ? "off" : "polite"} data-testid="demo-caption">
          {index + 1}/{count} · {frame.caption}
        </span>
        <span className="demo-progress" aria-hidden="true">
          {reel.frames.map((f, i) => (
            <button key={f.id} type="button" tabIndex={-1} data-on={i === index} onClick={() => setIndex(i)} />
          ))}
        </span>
      </figcaption>
    </figure>
  )
}

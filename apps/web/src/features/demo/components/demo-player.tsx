import { useEffect, useState } from "react"
import type { DemoScript } from "../data/demo-scripts"

/** How long each frame of the looping demo stays on screen. */
export const DEMO_FRAME_MS = 3200

const NAV = ["Home", "Create New Project", "Existing Projects", "Subscription Status"]

/** A looping, silent walkthrough of a module screen, with a pause control (WCAG 2.2.2). */
export const DemoPlayer = ({ script }: { readonly script: DemoScript }) => {
  const reducedMotion = typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches
  const [playing, setPlaying] = useState(!reducedMotion)
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (!playing) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % script.frames.length), DEMO_FRAME_MS)
    return () => clearInterval(timer)
  }, [playing, script.frames.length])
  const frame = script.frames[index] ?? script.frames[0]
  if (!frame) return null
  return (
    <figure className="stack" style={{ margin: 0 }}>
      <div className="demo-stage" role="img" aria-label={`${script.title} demo, step ${index + 1} of ${script.frames.length}: ${frame.caption}`}>
        <div className="demo-window" aria-hidden="true">
          <div className="demo-window-nav">
            {NAV.map((item) => (
              <span key={item}>{item}</span>
            ))}
          </div>
          <div className="demo-window-body" key={index}>
            <strong>{frame.heading}</strong>
            <ul>
              {frame.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
        <div className="demo-caption" aria-hidden="true">
          {index + 1}. {frame.caption}
        </div>
        <div className="demo-progress" aria-hidden="true">
          {script.frames.map((f, i) => (
            <span key={f.caption} data-on={i <= index} />
          ))}
        </div>
      </div>
      <figcaption className="row">
        <button type="button" className="ui-btn ui-btn-secondary ui-btn-sm" onClick={() => setPlaying((p) => !p)}>
          {playing ? "Pause demo" : "Play demo"}
        </button>
        <span className="muted">Silent demo, loops automatically.</span>
      </figcaption>
    </figure>
  )
}

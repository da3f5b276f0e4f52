import { useState } from "react"
import { Button } from "../../../components/ui/button"
import { Tabs, type TabItem } from "../../../components/ui/tabs"
import { useFocusParam } from "../../../lib/focus-param"
import { BACKGROUND_TAB, SECTION_LABELS, visibleSections, type ScopeState } from "../lib/scope-model"
import type { ScopeBuilder } from "../lib/use-scope-builder"
import { BackgroundPanel } from "./background-panel"
import { InScopeCard } from "./in-scope-card"
import { SectionPanel } from "./section-panel"
import { StepHeading } from "./step-heading"

/** Step 2: the generated scope, the In Scope narrative, a tab per section and Background & Drivers. */
export const ScopeResult = ({ builder, scope }: { readonly builder: ScopeBuilder; readonly scope: ScopeState }) => {
  const [tab, setTab] = useState<string>("goals")
  const [narrativeAtFocus, setNarrativeAtFocus] = useState(scope.inScope)
  const busy = builder.busy !== null
  const sections = visibleSections(scope.sections)
  // ?focus=goal-<n> (a Health check finding's link, issue 34): the goal's row on the Goals tab
  const goal = /^goal-(\d+)$/.exec(useFocusParam() ?? "")
  const goalIndex = goal ? Number(goal[1]) - 1 : undefined

  const tabs: Array<TabItem> = [
    ...sections.map((section) => ({
      id: section,
      label: SECTION_LABELS[section],
      content: (
        <SectionPanel
          key={section}
          section={section}
          items={scope.sections[section]}
          history={scope.history[section] ?? []}
          busy={builder.busy}
          onChange={(items, label) => void builder.changeItems(section, items, label)}
          onUndo={() => void builder.undo(section)}
          onRevert={(index) => void builder.revert(section, index)}
          onAddWithAi={(note) => void builder.addWithAi(section, note)}
          onExpand={(index) => void builder.expandWithAi(section, index)}
          onMoreKpis={(index) => void builder.moreKpis(index)}
          allowance={section === "goals" ? builder.allowance : undefined}
          upgrade={builder.upgrade}
          upgradeAt={builder.upgradeAt}
          focusIndex={section === "goals" ? goalIndex : undefined}
        />
      )
    })),
    {
      id: BACKGROUND_TAB,
      label: "Background & Drivers",
      content: (
        <BackgroundPanel
          background={scope.background}
          dirty={scope.background.text !== scope.background.savedText}
          busy={busy}
          onChange={builder.setBackgroundText}
          onGenerate={(note) => void builder.generateBackground(note)}
          onSave={() => void builder.saveBackground()}
          onClear={() => void builder.clearBackground()}
        />
      )
    }
  ]

  return (
    <section className="ui-card scope-step" aria-labelledby="scope-step-2">
      <div className="scope-result-head">
        <StepHeading id="scope-step-2" step={2} title="Review and refine" subtitle="Edit the draft. Aim for 4-6 rows per tab: later modules are drafted from this scope." />
        <div className="scope-save">
          {builder.notice ? (
            <span className="scope-saved" role="status">
              {builder.notice}
            </span>
          ) : null}
          <Button onClick={() => void builder.save()} disabled={busy}>
            Save
          </Button>
        </div>
      </div>
      <InScopeCard
        narrative={scope.inScope}
        busy={busy}
        improving={builder.busy === "narrative"}
        onChange={(text) => builder.setNarrative(text)}
        onBlur={() => {
          if (scope.inScope !== narrativeAtFocus) void builder.autoSave()
          setNarrativeAtFocus(scope.inScope)
        }}
        onImprove={(note) => void builder.improveInScope(note)}
      />
      <Tabs label="Scope sections" items={tabs} selected={tabs.some((t) => t.id === tab) ? tab : "goals"} onSelect={setTab} />
    </section>
  )
}

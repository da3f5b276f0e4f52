import { Box, Text } from "ink"
import { useEffect, useState, useSyncExternalStore } from "react"
import { formatBytes } from "../output/reporter"
import type { PackViewState, ViewStep, ViewStore } from "./view-state"

const FRAMES = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

export const Spinner = () => {
  const [frame, setFrame] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setFrame((f) => (f + 1) % FRAMES.length), 80)
    return () => clearInterval(timer)
  }, [])
  return <Text color="cyan">{FRAMES[frame]}</Text>
}

const Mark = ({ status }: { readonly status: ViewStep["status"] }) => {
  switch (status) {
    case "running":
      return <Spinner />
    case "done":
      return <Text color="green">✔</Text>
    case "failed":
      return <Text color="red">✖</Text>
    case "pending":
      return <Text dimColor>·</Text>
  }
}

const StepLine = ({ step }: { readonly step: ViewStep }) => (
  <Box>
    <Box width={3}>
      <Mark status={step.status} />
    </Box>
    <Box width={22}>
      <Text bold={step.status === "running"} dimColor={step.status === "pending"}>
        {step.label}
      </Text>
    </Box>
    {step.summary !== undefined && <Text dimColor={step.status !== "done"}>{step.summary}</Text>}
  </Box>
)

const FilesTable = ({ files }: { readonly files: PackViewState["files"] }) => {
  const width = Math.max(4, ...files.map((f) => f.path.length)) + 2
  return (
    <Box flexDirection="column" marginTop={1}>
      <Box>
        <Box width={width}>
          <Text bold>File</Text>
        </Box>
        <Box width={8}>
          <Text bold>Type</Text>
        </Box>
        <Text bold>Size</Text>
      </Box>
      {files.map((f) => (
        <Box key={f.path}>
          <Box width={width}>
            <Text>{f.path}</Text>
          </Box>
          <Box width={8}>
            <Text>{f.format}</Text>
          </Box>
          <Text>{formatBytes(f.bytes)}</Text>
        </Box>
      ))}
    </Box>
  )
}

/** The live view of `initpack pack`: a step per module with spinner, done mark and counts; then the files written. */
export const PackView = ({ state }: { readonly state: PackViewState }) => (
  <Box flexDirection="column">
    <Box marginBottom={1}>
      <Text bold>{state.title}</Text>
      <Text dimColor> {state.subtitle}</Text>
    </Box>
    {state.steps.map((s) => (
      <StepLine key={s.step} step={s} />
    ))}
    {state.finished && state.error === undefined && state.files.length > 0 && <FilesTable files={state.files} />}
    {state.error !== undefined && (
      <Box marginTop={1}>
        <Text color="red">{state.error}</Text>
      </Box>
    )}
  </Box>
)

export const LivePackView = ({ store }: { readonly store: ViewStore }) => {
  const state = useSyncExternalStore(store.subscribe, store.get, store.get)
  return <PackView state={state} />
}

// `initpack check` on a terminal (issue 34): the findings drawn with Ink, grouped by severity, the severity
// words in colour and the fixes dim. Loaded only when stdout is a TTY (not CI, no NO_COLOR, no --json).
import { Box, Text, render } from "ink"
import type { Finding, Severity } from "@initpack/core/rules/health/finding"
import { CHECK_HEADINGS } from "../output/check-summary"

const COLOUR: Readonly<Record<Severity, string>> = { error: "red", warning: "yellow", note: "cyan" }

export interface CheckViewProps {
  readonly summary: string
  readonly findings: ReadonlyArray<Finding>
}

const FindingItem = ({ finding }: { readonly finding: Finding }) => (
  <Box flexDirection="column" marginLeft={2}>
    <Text>
      <Text color={COLOUR[finding.severity]} bold={finding.severity === "error"}>
        {finding.severity.toUpperCase()}
      </Text>{" "}
      <Text dimColor>[{finding.module}]</Text> {finding.message} <Text dimColor>({finding.rule})</Text>
    </Text>
    {finding.lines.map((line, i) => (
      <Text key={i}>{`  - ${line}`}</Text>
    ))}
    <Text dimColor>{`  fix: ${finding.fix}`}</Text>
  </Box>
)

export const CheckView = ({ summary, findings }: CheckViewProps) => (
  <Box flexDirection="column">
    <Text bold>{summary}</Text>
    {findings.length === 0 ? <Text color="green">✔ Nothing to raise: the pack is ready for the board.</Text> : null}
    {CHECK_HEADINGS.map(([severity, heading]) => {
      const group = findings.filter((f) => f.severity === severity)
      if (group.length === 0) return null
      return (
        <Box key={severity} flexDirection="column" marginTop={1}>
          <Text bold color={COLOUR[severity]}>
            {heading}:
          </Text>
          {group.map((f) => (
            <FindingItem key={f.id} finding={f} />
          ))}
        </Box>
      )
    })}
  </Box>
)

/** Draws the view once on `stdout` and lets Ink finish writing before the command exits. */
export const renderCheck = async (stdout: NodeJS.WriteStream, props: CheckViewProps): Promise<void> => {
  const instance = render(<CheckView {...props} />, { stdout, patchConsole: false, exitOnCtrlC: true })
  await new Promise((resolve) => setTimeout(resolve, 20))
  instance.unmount()
  await instance.waitUntilExit()
}

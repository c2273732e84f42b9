import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Switch.css'
import { Stack, Switch, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { mockControls } from '../mock-controls'
import { scenarioActions } from '../scenarios/scenario-actions'

const matches = (query: string, ...texts: string[]) => texts.some((t) => t.toLowerCase().includes(query))

/** Every named preset as a switch, with a search box over titles, descriptions and slugs. */
export function PresetsList({ activeSlugs }: { activeSlugs: readonly string[] }) {
  const [query, setQuery] = useState('')
  const q = query.trim().toLowerCase()
  const shown = mockControls().presets.filter((p) => !q || matches(q, p.title, p.description, p.slug))
  return (
    <Stack gap="sm">
      <TextInput
        label="Search presets"
        placeholder="payment, coupon, otp…"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      {shown.length === 0 && (
        <Text size="sm" c="dimmed">
          No preset matches “{query}”.
        </Text>
      )}
      {shown.map((preset) => (
        <Switch
          key={preset.slug}
          label={preset.title}
          description={`${preset.description} (?scenario=${preset.slug})`}
          checked={activeSlugs.includes(preset.slug)}
          onChange={(e) => scenarioActions.togglePreset(preset.slug, e.currentTarget.checked)}
        />
      ))}
    </Stack>
  )
}

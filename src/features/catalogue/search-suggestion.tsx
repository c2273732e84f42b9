import { Button, Text } from '@mantine/core'

interface SearchSuggestionProps {
  /** The closest name the catalogue knows ('Linen' for 'lenin'). */
  readonly suggestion: string
  readonly onAccept: () => void
}

/**
 * 'Did you mean Linen?' (issue 28, point 4, beyond SPEC: docs/spec-notes.md): shown when nothing
 * was found, or when everything found came from that spelling. The whole line is the button, a
 * target a thumb finds; it searches for the name, as typing it and pressing Search would.
 */
export function SearchSuggestion({ suggestion, onAccept }: SearchSuggestionProps) {
  return (
    <Button variant="subtle" color="dark" px="xs" mb="sm" onClick={onAccept}>
      <Text span inherit fw={400}>
        Did you mean{' '}
      </Text>
      <Text span inherit fs="italic">
        {suggestion}
      </Text>
      ?
    </Button>
  )
}

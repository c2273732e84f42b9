import { Button } from '@mantine/core'
import classes from './search-suggestion.module.css'

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
    <Button variant="subtle" px="xs" mb="sm" fw={400} onClick={onAccept}>
      {/* one span: the button's label lays its children out as flex items, which would part the words in its name */}
      <span>
        Did you mean <strong className={classes.name}>{suggestion}</strong>?
      </span>
    </Button>
  )
}

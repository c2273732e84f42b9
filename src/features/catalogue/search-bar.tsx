import { Button, CloseButton, Group, TextInput } from '@mantine/core'
import { TEXT_MAX } from '../../../contracts/limits'

interface SearchBarProps {
  /** What is typed. */
  readonly draft: string
  /** What the shown results were searched for. */
  readonly applied: string
  readonly onType: (text: string) => void
  readonly onSubmit: () => void
  readonly onClear: () => void
}

function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/** The listing's search: applies only on Search (or Enter); the cancel button clears it (SPEC 4). */
export function SearchBar({ draft, applied, onType, onSubmit, onClear }: SearchBarProps) {
  const canClear = draft !== '' || applied !== ''
  return (
    <form
      role="search"
      aria-label="Products"
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
      style={{ flex: '1 1 18rem', minWidth: 0 }}
    >
      <Group gap="xs" wrap="nowrap">
        <TextInput
          type="search"
          aria-label="Search products"
          placeholder="Search fabrics and yarns"
          value={draft}
          maxLength={TEXT_MAX.search}
          onChange={(e) => onType(e.currentTarget.value)}
          leftSection={<SearchIcon />}
          rightSection={canClear ? <CloseButton aria-label="Cancel search" onClick={onClear} /> : null}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" color="dark">
          Search
        </Button>
      </Group>
    </form>
  )
}

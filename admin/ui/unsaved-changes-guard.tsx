import { Button, Group, Modal, Text } from '@mantine/core'
import { useEffect } from 'react'
import { useBlocker } from 'react-router-dom'
import { CATALOGUE_MESSAGES } from '../../contracts/admin/catalogue-messages'

/**
 * Unsaved changes are not lost by a stray click away (issue 30, point 8): leaving the page by a
 * link or the back button while `isDirty()` holds is held, and asks first (react-router's
 * useBlocker); closing or reloading the tab gets the browser's own question (beforeunload).
 * `isDirty` is read at the moment of leaving, so a save just made never asks.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: () => boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isDirty())

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return
      event.preventDefault()
      // older browsers ask only when returnValue is set
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [isDirty])

  const blocked = blocker.state === 'blocked'
  return (
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title="Leave this page?" centered>
      <Text size="sm">{CATALOGUE_MESSAGES.unsavedChanges}</Text>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay on this page
        </Button>
        <Button color="madder" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
      </Group>
    </Modal>
  )
}

import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { STAFF_SCREEN } from '../../../contracts/admin/moderation-screens'
import type { NewMemberLink } from '../../machines/staff-actions.machine'

/** The link as the new member opens it: the path the server gave, on this store's origin. */
const linkUrlOf = (path: string) => new URL(path, window.location.origin).href

/**
 * The one-time set-password link of a member just added, shown once to pass on (it is not
 * mailed): the whole link, selectable, and a button that copies it.
 */
export function NewMemberLinkDialog({ link, onClose }: { link: NewMemberLink | null; onClose: () => void }) {
  const url = link ? linkUrlOf(link.path) : ''
  return (
    <Modal opened={link !== null} onClose={onClose} title={link ? STAFF_SCREEN.linkTitle(link.name) : ''} centered>
      <Stack gap="sm">
        <Text size="sm">{STAFF_SCREEN.linkNote}</Text>
        <TextInput label="Set-password link" value={url} readOnly onFocus={(event) => event.currentTarget.select()} styles={{ input: { fontFamily: 'monospace' } }} />
        <Group justify="flex-end" gap="sm">
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button variant={copied ? 'light' : 'filled'} color={copied ? 'leaf' : 'indigo'} onClick={copy}>
                {copied ? STAFF_SCREEN.copied : STAFF_SCREEN.copy}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onClose}>
            Done
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

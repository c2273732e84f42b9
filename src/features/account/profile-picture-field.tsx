import { Button, FileButton, Group, Stack, Text } from '@mantine/core'
import { useRef } from 'react'
import classes from './profile-picture-field.module.css'
import { useObjectUrl } from './use-object-url'

export const DEFAULT_AVATAR_URL = `${import.meta.env.BASE_URL}images/account/default-avatar.svg`

interface ProfilePictureFieldProps {
  /** The picture saved on the account, if any. */
  readonly currentUrl: string | null | undefined
  /** The newly picked picture, not yet saved. */
  readonly picked: File | null
  readonly disabled: boolean
  readonly onPick: (file: File) => void
  readonly onRemovePick: () => void
}

/**
 * Profile picture upload (SPEC 2): a preview of the picked file, else the saved picture, else
 * the default image; Remove Selection drops the picked file without touching the saved one.
 */
export function ProfilePictureField({ currentUrl, picked, disabled, onPick, onRemovePick }: ProfilePictureFieldProps) {
  const previewUrl = useObjectUrl(picked)
  const resetInput = useRef<() => void>(null)
  const src = previewUrl ?? (currentUrl || DEFAULT_AVATAR_URL)
  const alt = previewUrl ? 'Preview of the new profile picture' : currentUrl ? 'Your profile picture' : 'Default profile picture'

  const removePick = () => {
    resetInput.current?.() // lets the same file be picked again
    onRemovePick()
  }

  return (
    <Group gap="lg" align="center" wrap="nowrap">
      <img src={src} alt={alt} width={112} height={112} className={classes.picture} />
      <Stack gap="xs" align="flex-start">
        <Text fw={500} size="sm">
          Profile Picture
        </Text>
        <Group gap="xs">
          <FileButton
            onChange={(file) => file && onPick(file)}
            accept="image/*"
            resetRef={resetInput}
            disabled={disabled}
            inputProps={{ 'aria-label': 'Profile picture file' }}
          >
            {(props) => (
              <Button {...props} variant="light" size="xs" disabled={disabled}>
                Upload Picture
              </Button>
            )}
          </FileButton>
          {picked && (
            <Button variant="subtle" color="madder" size="xs" onClick={removePick} disabled={disabled}>
              Remove Selection
            </Button>
          )}
        </Group>
        {picked && (
          <Text size="xs" c="dimmed">
            {picked.name} (saved when you press Save Changes)
          </Text>
        )}
      </Stack>
    </Group>
  )
}

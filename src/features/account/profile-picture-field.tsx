import { Button, FileButton, Group, Stack, Text } from '@mantine/core'
import { useId, useRef } from 'react'
import classes from './profile-picture-field.module.css'
import { useObjectUrl } from './use-object-url'

export const DEFAULT_AVATAR_URL = `${import.meta.env.BASE_URL}images/account/default-avatar.svg`

interface ProfilePictureFieldProps {
  /** The picture saved on the account, if any. */
  readonly currentUrl: string | null | undefined
  /** The newly picked picture, made ready to send and not yet saved. */
  readonly picked: File | null
  /** A picked file is being judged and scaled down: nothing to preview yet. */
  readonly preparing: boolean
  /** Why the last pick went nowhere: not a picture, or the server's reason for refusing it. */
  readonly refusal: string | null
  readonly disabled: boolean
  readonly onPick: (file: File) => void
  readonly onRemovePick: () => void
}

/**
 * Profile picture upload (SPEC 2): a preview of the picked picture, else the saved picture, else
 * the default image; Remove Selection drops the pick without touching the saved one. Only a
 * picked file that proved to be a picture is previewed (a PDF never shows as a broken image);
 * anything else is refused in words under the buttons (issue 28, point 7).
 */
export function ProfilePictureField({ currentUrl, picked, preparing, refusal, disabled, onPick, onRemovePick }: ProfilePictureFieldProps) {
  const previewUrl = useObjectUrl(picked)
  const resetInput = useRef<() => void>(null)
  const statusId = useId()
  const src = previewUrl ?? (currentUrl || DEFAULT_AVATAR_URL)
  const alt = previewUrl ? 'Preview of the new profile picture' : currentUrl ? 'Your profile picture' : 'Default profile picture'

  const removePick = () => {
    resetInput.current?.() // lets the same file be picked again
    onRemovePick()
  }

  return (
    <Group gap="lg" align="center" wrap="nowrap">
      <img src={src} alt={alt} width={112} height={112} className={classes.picture} />
      <Stack gap="xs" align="flex-start" className={classes.controls}>
        <Text fw={500} size="sm">
          Profile Picture
        </Text>
        <Group gap="xs">
          <FileButton
            onChange={(file) => file && onPick(file)}
            accept="image/*"
            resetRef={resetInput}
            disabled={disabled}
            inputProps={{ 'aria-label': 'Profile picture file', 'aria-describedby': statusId, 'aria-invalid': refusal !== null }}
          >
            {(props) => (
              <Button {...props} variant="light" size="xs" disabled={disabled}>
                Upload Picture
              </Button>
            )}
          </FileButton>
          {(picked || preparing) && (
            <Button variant="subtle" color="madder" size="xs" onClick={removePick} disabled={disabled}>
              Remove Selection
            </Button>
          )}
        </Group>
        {/* what became of the pick; the file input is described by it */}
        <div id={statusId} className={classes.status}>
          {preparing ? (
            <Text size="xs" c="dimmed" role="status">
              Preparing the picture...
            </Text>
          ) : refusal ? (
            <Text size="xs" c="madder.8" fw={500} role="alert">
              {refusal}
            </Text>
          ) : picked ? (
            <Text size="xs" c="dimmed">
              {picked.name} (saved when you press Save Changes)
            </Text>
          ) : null}
        </div>
      </Stack>
    </Group>
  )
}

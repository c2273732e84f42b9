import '@mantine/core/styles/PasswordInput.css'
import { PasswordInput, type PasswordInputProps } from '@mantine/core'
import { useState } from 'react'
import { TEXT_MAX } from '../../../contracts/limits'

/**
 * A password input whose show/hide toggle is a real, focusable button that says what it will
 * do ("Show password" / "Hide password"); Mantine's default toggle is skipped by Tab.
 */
export function PasswordField(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
  const [visible, setVisible] = useState(false)
  return (
    <PasswordInput
      maxLength={TEXT_MAX.password}
      {...props}
      // Mantine marks the error only with data-invalid; assistive technology needs aria-invalid
      aria-invalid={props.error ? true : undefined}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? 'Hide password' : 'Show password' }}
    />
  )
}

import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/SegmentedControl.css'
import { Button, Center, Group, Loader, Modal, SegmentedControl, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useRef, type FormEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { addressFormMachine } from '../../machines/address-form.machine'
import { TOAST_BAND_BOTTOM } from '../../ui/toast-band'
import { useFocusFirstInvalid } from '../../ui/use-focus-first-invalid'
import { AddressFields } from './address-fields'

// the map and its bundled geography load only when the buyer opens map mode
const IndiaMapPicker = lazy(() => import('./map/india-map-picker').then((m) => ({ default: m.IndiaMapPicker })))

interface AddressFormPopupProps {
  readonly form: ActorRefFrom<typeof addressFormMachine>
}

/*
 * On a phone the popup fills the screen below the toast band (a sheet), so the toast that
 * answers Save ('Please fill all the fields') covers neither its title nor its close button.
 */
const SHEET_TOP = `${TOAST_BAND_BOTTOM + 8}px`
const phoneSheet = {
  inner: { paddingTop: SHEET_TOP },
  content: { height: `calc(100dvh - ${SHEET_TOP})`, borderTopLeftRadius: 12, borderTopRightRadius: 12 },
}

function MapLoading() {
  return (
    <Center mih={220} role="status">
      <Group gap="xs">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">Loading map...</Text>
      </Group>
    </Center>
  )
}

/**
 * The add-address and edit-address popups (SPEC 2, Address popups): manual entry by default;
 * map mode shows a map of India where a picked point fills city, state and country.
 */
export function AddressFormPopup({ form }: AddressFormPopupProps) {
  const mode = useSelector(form, (s) => s.context.mode)
  const fields = useSelector(form, (s) => s.context.fields)
  const fieldErrors = useSelector(form, (s) => s.context.fieldErrors)
  const picked = useSelector(form, (s) => s.context.picked)
  const saving = useSelector(form, (s) => s.matches('saving'))
  const onMap = useSelector(form, (s) => s.context.entry === 'map')
  const phone = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false })
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirstInvalid = useFocusFirstInvalid(formRef)

  const cancel = () => {
    if (!saving) form.send({ type: 'addressForm.cancel' })
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    form.send({ type: 'addressForm.submit' })
    focusFirstInvalid()
  }
  const title = mode === 'add' ? 'Add New Address' : 'Edit Address'

  return (
    <Modal
      opened
      onClose={cancel}
      title={title}
      size="lg"
      fullScreen={phone}
      styles={phone ? phoneSheet : undefined}
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
      closeButtonProps={{ 'aria-label': 'Close', disabled: saving }}
    >
      <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            value={onMap ? 'map' : 'manual'}
            onChange={(value) => form.send({ type: value === 'map' ? 'addressForm.useMap' : 'addressForm.useManual' })}
            disabled={saving}
            aria-label="How to enter the address"
            data={[
              { value: 'manual', label: 'Enter Manually' },
              { value: 'map', label: 'Pick on Map' },
            ]}
          />
          {onMap && (
            <Suspense fallback={<MapLoading />}>
              <IndiaMapPicker
                picked={picked}
                disabled={saving}
                onPick={(place) => form.send({ type: 'addressForm.pickPlace', place })}
              />
            </Suspense>
          )}
          <AddressFields
            fields={fields}
            errors={fieldErrors}
            disabled={saving}
            onChange={(field, value) => form.send({ type: 'addressForm.change', field, value })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : mode === 'add' ? 'Save Address' : 'Update Address'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

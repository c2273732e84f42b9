import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Overlay.css'
import { Button, Modal } from '@mantine/core'
import type { ComponentProps } from 'react'
import { FilterPanel } from './filter-panel'

interface FilterPopupProps extends ComponentProps<typeof FilterPanel> {
  readonly opened: boolean
  readonly onClose: () => void
  readonly resultCount: number | null
}

/** 'Select Your Filters' (SPEC 2): the filter panel in a popup at 800 px or narrower. */
export function FilterPopup({ opened, onClose, resultCount, ...panel }: FilterPopupProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Select Your Filters" size="md" radius="md">
      <FilterPanel {...panel} />
      <Button fullWidth mt="lg" color="dark" onClick={onClose}>
        {resultCount === null ? 'Show products' : `Show ${resultCount} products`}
      </Button>
    </Modal>
  )
}

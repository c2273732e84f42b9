import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Overlay.css'
import { Button, Modal } from '@mantine/core'
import { memo, type ComponentProps } from 'react'
import { showResultsLabel } from '../../lib/show-results-label'
import { FilterPanel } from './filter-panel'
import classes from './filter-popup.module.css'

interface FilterPopupProps extends ComponentProps<typeof FilterPanel> {
  readonly opened: boolean
  readonly onClose: () => void
  /** The listing's total for the filters as they stand; null while it is being counted. */
  readonly resultCount: number | null
}

/**
 * 'Select Your Filters' (SPEC 2): the filter panel in a popup at 800 px or narrower. Every
 * filter applies at once, as in the sidebar; the button at its end closes it onto the results
 * and says how many there are ('Show 42 fabrics'). Memoised, like the panel it holds.
 */
export const FilterPopup = memo(function FilterPopup({ opened, onClose, resultCount, ...panel }: FilterPopupProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Select Your Filters" size="md" radius="md" classNames={{ content: classes.content }}>
      <FilterPanel {...panel} />
      <div className={classes.footer}>
        <Button fullWidth color="dark" onClick={onClose}>
          {showResultsLabel(resultCount)}
        </Button>
      </div>
    </Modal>
  )
})

import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/NumberInput.css'
import '@mantine/core/styles/Overlay.css'
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Product } from '../../../../contracts/product'
import { metres, QUANTITY_UNIT } from '../../../../contracts/stock-rules'
import {
  addToCartMachine,
  canSubmitQuantity,
  quantityProblem,
  stockOf,
  type AddToCartMode,
} from '../../../machines/add-to-cart.machine'
import { CartContext } from '../../../state/cart-context'
import { useScreenActor } from '../../../state/machine-registry'
import { WishlistContext } from '../../../state/wishlist-context'
import { ColourSwatches } from '../colour-swatches'

interface AddToCartPopupProps {
  readonly product: Product
  readonly opened: boolean
  readonly onClose: () => void
  /** `wishlist`: move the wishlist entry to the cart, then go to /cart (SPEC 4). */
  readonly mode?: AddToCartMode
  /** The colour already chosen on the product page. */
  readonly colour?: string
}

function AddToCartDialog({ product, onClose, mode = 'cart', colour }: Omit<AddToCartPopupProps, 'opened'>) {
  const cart = CartContext.useActorRef()
  const wishlist = WishlistContext.useActorRef()
  const input = { product, mode, cart, wishlist, ...(colour ? { colour } : {}) }
  const actor = useScreenActor(addToCartMachine, input)
  const adding = useSelector(actor, (s) => s.matches('adding'))
  const added = useSelector(actor, (s) => s.matches('added'))
  const { colour: chosen, quantity } = useSelector(actor, (s) => s.context)
  const navigate = useNavigate()

  const finished = useRef(false)
  useEffect(() => {
    if (!added || finished.current) return
    finished.current = true
    onClose()
    if (mode === 'wishlist') navigate('/cart')
  }, [added, mode, navigate, onClose])

  const stock = stockOf(product, chosen)
  return (
    <Modal opened onClose={() => !adding && onClose()} title="Add To Cart" radius="md" closeOnClickOutside={!adding} closeOnEscape={!adding} withCloseButton={!adding}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          actor.send({ type: 'cart.add' })
        }}
      >
        <Stack gap="md">
          <Text fw={600}>{product.name}</Text>
          <ColourSwatches
            varieties={product.productVarieties}
            value={chosen}
            disabled={adding}
            onChange={(c) => actor.send({ type: 'colour.pick', colour: c })}
          />
          <Text size="sm" c={stock > 0 ? 'dimmed' : 'red.8'}>
            {stock > 0 ? `${metres(stock)} in stock` : 'Out of Stock'}
          </Text>
          <NumberInput
            label="Quantity (metres)"
            required
            min={1}
            max={stock > 0 ? stock : undefined}
            clampBehavior="none"
            allowDecimal={false}
            value={quantity}
            error={quantityProblem(product, chosen, quantity)}
            rightSection={<span aria-hidden="true">{QUANTITY_UNIT}</span>}
            disabled={adding}
            onChange={(v) => actor.send({ type: 'quantity.set', quantity: v === '' ? '' : Number(v) })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={adding}>
              Cancel
            </Button>
            <Button type="submit" color="dark" disabled={adding || !canSubmitQuantity(quantity)}>
              {adding ? 'Adding To Cart...' : mode === 'wishlist' ? 'Move To Cart' : 'Add To Cart'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

/**
 * The add-to-cart popup (SPEC 2 overlays): colour and quantity, from the product page or, in
 * wishlist mode, from the wishlist. Mounted per opening so it always starts fresh.
 */
export function AddToCartPopup({ opened, ...props }: AddToCartPopupProps) {
  return opened ? <AddToCartDialog {...props} /> : null
}

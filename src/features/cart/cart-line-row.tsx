import { ActionIcon, Group, Loader, Text, VisuallyHidden } from '@mantine/core'
import { Link } from 'react-router-dom'
import type { CartLine } from '../../../contracts/cart'
import { lineImage, linePrice, linePriceBeforeCoupon, perMetrePrice } from '../../lib/checkout-totals'
import { formatRupees } from '../../lib/money'
import { swatchBackground } from '../../lib/swatch-colour'
import { MinusIcon, PlusIcon, TrashIcon } from '../../ui/control-icons'
import classes from './cart-page.module.css'

interface CartLineRowProps {
  readonly line: CartLine
  /** A change is in flight somewhere in the cart: every control waits (SPEC 4). */
  readonly busy: boolean
  /** This line's change is the one in flight. */
  readonly pending: boolean
  readonly onIncrement: () => void
  readonly onDecrement: () => void
  readonly onRemove: () => void
}

/** One row of Shopping Cart: image, name, colour, per-metre price, quantity, line price, remove. */
export function CartLineRow({ line, busy, pending, onIncrement, onDecrement, onRemove }: CartLineRowProps) {
  const product = line.productId
  const image = lineImage(line)
  const price = linePrice(line)
  const before = linePriceBeforeCoupon(line)
  const to = `/product/${encodeURIComponent(product._id)}`

  return (
    <li className={classes.line} aria-busy={pending || undefined}>
      <div className={classes.thumb}>
        {image ? (
          <img src={image} alt={product.name} width={96} height={120} loading="lazy" decoding="async" />
        ) : (
          <span className={classes.noImage}>No image</span>
        )}
      </div>
      <div className={classes.lineInfo}>
        <Text component="h3" fw={600} size="md" m={0} lineClamp={2}>
          <Link to={to} state={{ product }} className={classes.lineName}>
            {product.name}
          </Link>
        </Text>
        <Group gap={6} align="center">
          <span className={classes.swatch} style={{ background: swatchBackground(line.productColor) }} aria-hidden="true" />
          <Text size="sm" c="dimmed">
            Colour: {line.productColor}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {formatRupees(perMetrePrice(line))} per metre
        </Text>
      </div>
      <div className={classes.lineControls}>
        <Group gap={6} wrap="nowrap" className={classes.stepper}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`Decrease quantity of ${product.name}`}
            disabled={busy || line.quantity <= 1}
            onClick={onDecrement}
          >
            <MinusIcon />
          </ActionIcon>
          <Text component="span" fw={600} className={classes.quantity} aria-live="polite">
            <VisuallyHidden>Quantity </VisuallyHidden>
            {line.quantity}
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`Increase quantity of ${product.name}`}
            disabled={busy}
            onClick={onIncrement}
          >
            <PlusIcon />
          </ActionIcon>
          {pending && <Loader size="xs" aria-label="Updating" />}
        </Group>
        <div className={classes.linePrice}>
          <Text fw={700} size="lg">
            {formatRupees(price)}
          </Text>
          {price !== before && (
            <Text size="xs" c="dimmed" td="line-through">
              <VisuallyHidden>was </VisuallyHidden>
              {formatRupees(before)}
            </Text>
          )}
        </div>
        <ActionIcon
          variant="subtle"
          color="madder"
          size="lg"
          aria-label={`Remove ${product.name} from cart`}
          disabled={busy}
          onClick={onRemove}
        >
          <TrashIcon />
        </ActionIcon>
      </div>
    </li>
  )
}

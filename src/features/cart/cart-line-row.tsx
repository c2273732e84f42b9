import { ActionIcon, Button, Group, Text, VisuallyHidden } from '@mantine/core'
import { Link } from 'react-router-dom'
import { ARCHIVED_PRODUCT_MESSAGES } from '../../../contracts/archived-products'
import type { CartLine } from '../../../contracts/cart'
import { metres, onlyInStockMessage } from '../../../contracts/stock-rules'
import { lineImage, linePrice, linePriceBeforeCoupon, perMetrePrice } from '../../lib/checkout-totals'
import { formatRupees } from '../../lib/money'
import { swatchBackground } from '../../lib/swatch-colour'
import { isAboveStock, isNoLongerSold, lineStock } from '../../machines/cart.machine'
import { TrashIcon } from '../../ui/control-icons'
import { ProductPicture } from '../../ui/product-picture'
import { LineQuantity } from './line-quantity'
import classes from './cart-page.module.css'

interface CartLineRowProps {
  readonly line: CartLine
  /** A change is in flight somewhere in the cart: every control waits (SPEC 4). */
  readonly busy: boolean
  /** This line's change is the one in flight. */
  readonly pending: boolean
  readonly onIncrement: () => void
  readonly onDecrement: () => void
  readonly onSetQuantity: (quantity: number) => void
  readonly onRemove: () => void
}

/**
 * One row of Shopping Cart: image, name, colour, per-metre price, quantity, line price, remove; a
 * line above its stock is marked. A line whose product staff archived (issue 30) says it is no
 * longer sold in place of its prices, keeps only Remove, and no longer links to the product's page
 * (which answers 404); the cart's total leaves it out.
 */
export function CartLineRow({ line, busy, pending, onIncrement, onDecrement, onSetQuantity, onRemove }: CartLineRowProps) {
  const product = line.productId
  const image = lineImage(line)
  const price = linePrice(line)
  const before = linePriceBeforeCoupon(line)
  const to = `/product/${encodeURIComponent(product._id)}`
  const stock = lineStock(line)
  const unsold = isNoLongerSold(line)

  return (
    <li className={classes.line} aria-busy={pending || undefined} data-unsold={unsold || undefined}>
      <div className={classes.thumb}>
        {image ? (
          <ProductPicture src={image} alt={product.name} sizes="96px" fallback="thumb" width={96} height={120} loading="lazy" decoding="async" />
        ) : (
          <span className={classes.noImage}>No image</span>
        )}
      </div>
      <div className={classes.lineInfo}>
        <Text component="h3" fw={600} size="md" m={0} lineClamp={2}>
          {unsold ? (
            product.name
          ) : (
            <Link to={to} state={{ product }} className={classes.lineName}>
              {product.name}
            </Link>
          )}
        </Text>
        <Group gap={6} align="center">
          <span className={classes.swatch} style={{ background: swatchBackground(line.productColor) }} aria-hidden="true" />
          <Text size="sm" c="dimmed">
            Colour: {line.productColor}
          </Text>
        </Group>
        {unsold ? (
          <Text size="sm" c="dimmed">
            Quantity: {metres(line.quantity)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {formatRupees(perMetrePrice(line))} per metre
          </Text>
        )}
        {unsold && (
          <Text size="sm" c="red.8" fw={600} className={classes.stockShort}>
            {ARCHIVED_PRODUCT_MESSAGES.noLongerSold}
          </Text>
        )}
        {isAboveStock(line) && (
          // the stock fell below the line since it was added (another buyer's order): one tap brings it down
          <Group gap="xs" className={classes.stockShort}>
            <Text size="sm" c="red.8" fw={600}>
              {stock > 0 ? onlyInStockMessage(stock) : 'Out of Stock'}
            </Text>
            {stock > 0 && (
              <Button size="compact-sm" variant="light" color="red" disabled={busy} onClick={() => onSetQuantity(stock)}>
                Change to {metres(stock)}
              </Button>
            )}
          </Group>
        )}
      </div>
      <div className={unsold ? `${classes.lineControls} ${classes.unsoldControls}` : classes.lineControls}>
        {!unsold && (
          <>
            <LineQuantity
              name={product.name}
              quantity={line.quantity}
              stock={stock}
              busy={busy}
              pending={pending}
              onIncrement={onIncrement}
              onDecrement={onDecrement}
              onSet={onSetQuantity}
            />
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
          </>
        )}
        {unsold ? (
          // the one thing left to do with the line: said in words, not only by the bin
          <Button
            variant="light"
            color="madder"
            leftSection={<TrashIcon />}
            aria-label={`Remove ${product.name} from cart`}
            disabled={busy}
            onClick={onRemove}
          >
            Remove
          </Button>
        ) : (
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
        )}
      </div>
    </li>
  )
}

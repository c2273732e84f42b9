import { Text } from '@mantine/core'
import { ARCHIVED_PRODUCT_MESSAGES } from '../../../contracts/archived-products'
import type { CartLine } from '../../../contracts/cart'
import { metres } from '../../../contracts/stock-rules'
import { lineImage, linePrice } from '../../lib/checkout-totals'
import { formatRupees } from '../../lib/money'
import { isNoLongerSold } from '../../machines/cart.machine'
import { ProductPicture } from '../../ui/product-picture'
import classes from './checkout.module.css'

/** The order summary's rows (SPEC 2, Checkout step 3): image, name, quantity, line price (or, for a product staff archived, that it is no longer sold). */
export function OrderLines({ lines }: { lines: readonly CartLine[] }) {
  return (
    <ul className={classes.lines} aria-label="Items in this order">
      {lines.map((line) => {
        const image = lineImage(line)
        return (
          <li key={`${line.productId._id}:${line.productColor}`} className={classes.line}>
            {image ? (
              <ProductPicture className={classes.thumb} src={image} alt={line.productId.name} sizes="48px" fallback="thumb" width={48} height={60} loading="lazy" />
            ) : (
              <span className={classes.thumb} aria-hidden="true" />
            )}
            <div>
              <Text size="sm" fw={600} lineClamp={2}>
                {line.productId.name}
              </Text>
              <Text size="xs" c="dimmed">
                Quantity: {metres(line.quantity)} · {line.productColor}
              </Text>
            </div>
            {isNoLongerSold(line) ? (
              <Text size="sm" fw={600} c="red.9">
                {ARCHIVED_PRODUCT_MESSAGES.noLongerSold}
              </Text>
            ) : (
              <Text size="sm" fw={600}>
                {formatRupees(linePrice(line))}
              </Text>
            )}
          </li>
        )
      })}
    </ul>
  )
}

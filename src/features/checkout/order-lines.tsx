import { Text } from '@mantine/core'
import type { CartLine } from '../../../contracts/cart'
import { metres } from '../../../contracts/stock-rules'
import { lineImage, linePrice } from '../../lib/checkout-totals'
import { formatRupees } from '../../lib/money'
import { ProductPicture } from '../../ui/product-picture'
import classes from './checkout.module.css'

/** The order summary's rows (SPEC 2, Checkout step 3): image, name, quantity, line price. */
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
            <Text size="sm" fw={600}>
              {formatRupees(linePrice(line))}
            </Text>
          </li>
        )
      })}
    </ul>
  )
}

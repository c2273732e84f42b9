import { Button, Text } from '@mantine/core'
import classes from './product.module.css'

interface AddToCartBarProps {
  readonly name: string
  /** The chosen colour's price, as the page shows it (dollars, SPEC 2). */
  readonly price: string | null
  readonly inStock: boolean
  /** Whether the buyer has scrolled past the page's own Add to Cart. */
  readonly shown: boolean
  /** What the page's Add to Cart does: the same popup, or /login for a visitor. */
  readonly onAddToCart: () => void
}

/**
 * The product page's Add to Cart kept in reach on a phone or tablet (issue 28, point 8): once
 * the page's own button is scrolled past, a bar fixed at the bottom, above the mobile navbar,
 * names the product and repeats the button. The CSS shows it only while the page is one column
 * (800 px or less; beside the gallery, the button is near the top of a wide page) and reserves
 * its height at the page's end, so it never covers the footer. Hidden (and out of the
 * accessibility tree and the tab order) until scrolled past, as on the server.
 */
export function AddToCartBar({ name, price, inStock, shown, onAddToCart }: AddToCartBarProps) {
  return (
    <section
      className={classes.addToCartBar}
      aria-label="Add to cart bar"
      data-shown={shown || undefined}
      aria-hidden={!shown || undefined}
      inert={!shown}
    >
      <div className={classes.addToCartBarText}>
        <Text size="sm" fw={600} truncate>
          {name}
        </Text>
        {price && (
          <Text size="sm" c="dimmed">
            {price} per metre
          </Text>
        )}
      </div>
      <Button color="dark" onClick={onAddToCart} disabled={!inStock} className={classes.addToCartBarButton}>
        {inStock ? 'Add to Cart' : 'Out Of Stock'}
      </Button>
    </section>
  )
}

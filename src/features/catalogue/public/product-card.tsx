import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ARCHIVED_PRODUCT_MESSAGES } from '../../../../contracts/archived-products'
import type { Product } from '../../../../contracts/product'
import { formatRupees } from '../../../lib/money'
import { ProductPicture } from '../../../ui/product-picture'
import { WishlistHeart } from '../../wishlist/public/wishlist-heart'
import classes from '../../../ui/product-card.module.css'
import { RatingStars } from './rating-stars'

/** Inline, as Mantine's `td` prop rendered it: the struck-through list price is checked as a computed style. */
const STRUCK_THROUGH = { textDecoration: 'line-through' } as const

interface ProductCardProps {
  readonly product: Product
  /** Extra controls under the card (the wishlist's Move to Cart). */
  readonly actions?: ReactNode
  /**
   * The card is in the first row a visitor sees: its image loads at once with high priority
   * (it is likely the page's largest paint) instead of lazily.
   */
  readonly priority?: boolean
  /**
   * Staff archived the product (issue 30; a wishlist's entry): the card says it is no longer sold
   * in place of its price and links nowhere (its page answers 404); the heart still removes it.
   */
  readonly noLongerSold?: boolean
  /**
   * How wide the card's picture is drawn where the card is used (the `sizes` of its srcset); by
   * default the listing's grid (product-grid.module.css): two columns 12 px apart in the page's
   * 16 px margins on a phone, three up to 800 px, then four beside the filters, each at most about 250 px wide.
   */
  readonly sizes?: string
}

const LISTING_CARD_SIZES = '(max-width: 591.98px) calc(50vw - 22px), (max-width: 800px) 33vw, 250px'

/**
 * A product in a grid (listing, landing, wishlist): image in a fixed frame, name, whole stars
 * when the average is above 0, and the per-metre price with the list price struck through
 * (SPEC 2). Opens /product/<id> with the product in navigation state, so the page renders at once
 * (a product no longer sold, issue 30, opens nothing and says so in place of its price).
 * Plain elements styled by the CSS module in the look of Mantine's Card and Text: a listing
 * renders a dozen cards on every filter click, and Mantine's style-prop components cost most of
 * that render's time (the filter budget is 50 ms from click to painted grid).
 */
export function ProductCard({ product, actions, priority = false, noLongerSold = false, sizes = LISTING_CARD_SIZES }: ProductCardProps) {
  const variety = product.productVarieties[0]
  const image = variety?.images[0]
  const categories = product.category.map((c) => c.categoryName).join(', ')
  const rating = product.averageRating ?? 0
  const to = `/product/${encodeURIComponent(product._id)}`
  const picture = image ? (
    <ProductPicture
      className={classes.image}
      src={image}
      alt=""
      sizes={sizes}
      fallback="card"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      width={400}
      height={500}
    />
  ) : (
    <span className={classes.noImage}>No image</span>
  )

  return (
    <article className={noLongerSold ? `${classes.card} ${classes.unsold}` : classes.card}>
      <div className={classes.media}>
        {noLongerSold ? (
          picture
        ) : (
          // decorative duplicate of the name link below: hidden from keyboard and screen readers
          <Link to={to} state={{ product }} tabIndex={-1} aria-hidden="true">
            {picture}
          </Link>
        )}
        <div className={classes.heart}>
          <WishlistHeart product={product} />
        </div>
      </div>
      <div className={classes.body}>
        {categories && <p className={classes.categories}>{categories}</p>}
        {/* at most two lines, cut with an ellipsis: the full name stays the link's text (what a
            screen reader reads) and its title (a pointer's tooltip) */}
        <h3 className={classes.title}>
          {noLongerSold ? (
            <span className={classes.unsoldName} title={product.name}>
              {product.name}
            </span>
          ) : (
            <Link to={to} state={{ product }} className={classes.name} title={product.name}>
              {product.name}
            </Link>
          )}
        </h3>
        {rating > 0 && (
          <div className={classes.stars}>
            <RatingStars value={rating} mode="filled-only" size={14} label={`Rated ${Math.floor(rating)} out of 5`} />
          </div>
        )}
        {noLongerSold ? (
          <div className={classes.prices}>
            <p className={classes.noLongerSold}>{ARCHIVED_PRODUCT_MESSAGES.noLongerSold}</p>
          </div>
        ) : (
          variety && (
            <div className={classes.prices}>
              <p className={classes.price}>{formatRupees(variety.discountedPrice)}</p>
              <p className={classes.listPrice} style={STRUCK_THROUGH}>
                <span className={classes.visuallyHidden}>was </span>
                {formatRupees(variety.pricepermeter)}
              </p>
              <p className={classes.unit}>per metre</p>
            </div>
          )
        )}
      </div>
      {actions && <div className={classes.actions}>{actions}</div>}
    </article>
  )
}


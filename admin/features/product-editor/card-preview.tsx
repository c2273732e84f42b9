import { Stack, Text, Title } from '@mantine/core'
import { formatRupees } from '../../../src/lib/money'
import type { ProductDraft } from '../../machines/product-form'
import { EDITOR_SCREEN } from '../../../contracts/admin/catalogue-screens'
import classes from '../../../src/ui/product-card.module.css'
import frame from './card-preview.module.css'

const priceOf = (text: string): number | null => {
  const n = Number(text.trim().replace(/,/g, ''))
  return text.trim() !== '' && Number.isFinite(n) ? n : null
}

/** As the storefront's card strikes the list price through (src/features/catalogue/public/product-card.tsx). */
const STRUCK_THROUGH = { textDecoration: 'line-through' } as const

/**
 * The buyer's card as the form stands (issue 30, point 8): the first colour's first picture (its
 * preview while it uploads), the categories, the name, and the first colour's discounted price
 * with the price per metre struck through, as the listing shows them. It changes as staff type.
 * It wears the storefront card's own styles (src/ui/product-card.module.css), so the two never
 * drift apart; the markup is the card's without the links, heart and stars a preview has no use for.
 */
export function CardPreview({ draft }: { draft: ProductDraft }) {
  const variety = draft.varieties[0]
  const picture = variety?.pictures[0]
  const src = picture ? (picture.preview ?? picture.url) : null
  const price = variety ? priceOf(variety.discountedPrice) : null
  const listPrice = variety ? priceOf(variety.pricePerMeter) : null
  return (
    <Stack gap="xs" component="section" aria-labelledby="card-preview-heading">
      <div>
        <Title order={2} size="h4" id="card-preview-heading">
          {EDITOR_SCREEN.previewHeading}
        </Title>
        <Text size="xs" c="dimmed">
          {EDITOR_SCREEN.previewNote}
        </Text>
      </div>
      <article className={`${classes.card} ${frame.width}`} aria-label={`Card preview: ${draft.name || 'unnamed product'}`}>
        <div className={classes.media}>
          {src ? <img className={classes.image} src={src} alt="" width={400} height={500} /> : <span className={classes.noImage}>No image</span>}
        </div>
        <div className={classes.body}>
          {draft.categories.length > 0 && <p className={classes.categories}>{draft.categories.join(', ')}</p>}
          <p className={classes.title}>{draft.name || 'Product name'}</p>
          {price !== null && (
            <div className={classes.prices}>
              <p className={classes.price}>{formatRupees(price)}</p>
              {listPrice !== null && (
                <p className={classes.listPrice} style={STRUCK_THROUGH}>
                  <span className={classes.visuallyHidden}>was </span>
                  {formatRupees(listPrice)}
                </p>
              )}
              <p className={classes.unit}>per metre</p>
            </div>
          )}
        </div>
      </article>
    </Stack>
  )
}

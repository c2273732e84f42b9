import { PRODUCT_PAGE_CURRENCY, SITE_NAME } from '../../../contracts/pages'
import { sharedPictureUrl } from '../../../contracts/picture-sizes'
import type { ProductHeadFacts } from './page-queries'

/*
 * What a product page tells search engines and link previews about its product: Open Graph tags
 * and a schema.org Product in JSON-LD. The offer is what the page shows when it opens: the first
 * variety's discounted price, in dollars (SPEC 2 and 9: the product page's prices are in dollars,
 * src/features/product/product-summary.tsx with src/lib/money.ts's formatDollars), and In Stock or
 * Out Of Stock from that variety's stock, as the page's badge says.
 */

const IN_STOCK = 'https://schema.org/InStock'
const OUT_OF_STOCK = 'https://schema.org/OutOfStock'

/** A picture's absolute URL: the catalogue stores site paths ('/media/swatch/...'). */
export const absoluteUrl = (pathOrUrl: string, origin: string): string => new URL(pathOrUrl, `${origin}/`).href

/** A picture as readers outside the store fetch it: absolute, and an upload's gallery JPEG. */
const sharedPicture = (picture: string, origin: string): string => absoluteUrl(sharedPictureUrl(picture), origin)

/** The price as schema.org and Open Graph want it: a plain decimal with a dot, two places ('1234.50'). */
export const priceText = (amount: number): string => amount.toFixed(2)

/** The offer the page opens on, or null for a product without varieties (the page shows no price). */
function offerOf(product: ProductHeadFacts) {
  const variety = product.firstVariety
  if (!variety) return null
  return { price: priceText(variety.discountedPrice), currency: PRODUCT_PAGE_CURRENCY, inStock: variety.stock > 0 }
}

/** The schema.org Product of a product page (https://schema.org/Product), as a plain object for JSON. */
export function productJsonLd(product: ProductHeadFacts, canonicalUrl: string, origin: string): Record<string, unknown> {
  const images = (product.firstVariety?.images ?? []).map((image) => sharedPicture(image, origin))
  const offer = offerOf(product)
  const description = product.description.trim()
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    sku: product.id,
    productID: product.id,
    ...(product.categoryNames.length > 0 ? { category: product.categoryNames.join(', ') } : {}),
    url: canonicalUrl,
    // the catalogue records no brand (Tanabana is the seller, not the maker), so none is claimed
    ...(offer
      ? {
          offers: {
            '@type': 'Offer',
            url: canonicalUrl,
            price: offer.price,
            priceCurrency: offer.currency,
            availability: offer.inStock ? IN_STOCK : OUT_OF_STOCK,
            itemCondition: 'https://schema.org/NewCondition',
            seller: { '@type': 'Organization', name: SITE_NAME },
          },
        }
      : {}),
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageRating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

/** The Open Graph tags of a product page, as [property, content] pairs (https://ogp.me, product:price). */
export function productOpenGraph(product: ProductHeadFacts, canonicalUrl: string, description: string, origin: string): [string, string][] {
  const image = product.firstVariety?.images[0]
  const offer = offerOf(product)
  return [
    ['og:type', 'product'],
    ['og:site_name', SITE_NAME],
    ['og:title', product.name],
    ['og:description', description],
    ['og:url', canonicalUrl],
    ...(image ? ([['og:image', sharedPicture(image, origin)]] as [string, string][]) : []),
    ...(offer
      ? ([
          ['product:price:amount', offer.price],
          ['product:price:currency', offer.currency],
        ] as [string, string][])
      : []),
  ]
}

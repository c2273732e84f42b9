import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Product } from '../../contracts/product'
import { mockBackend } from '../../mocks/node'
import { ProductCard } from '../../src/features/catalogue/public/product-card'
import { ProductPage } from '../../src/features/product/product-page'
import { renderRouteTable, setupMockBackend } from '../setup/render'

setupMockBackend()

/*
 * Catalogue pictures in the storefront (issue 30): a picture uploaded through the back office is
 * offered in its sizes, WebP first and JPEG for the rest, with the `sizes` of where it is drawn,
 * so a phone downloads a card's size; the seed's SVG swatches stay the plain <img> they were.
 */

const UPLOADED = '/media/upload/5f2a9c0e1b7d4a6e8c3f1a20'
const srcSet = (format: 'webp' | 'jpeg') =>
  `${UPLOADED}/thumb.${format} 240w, ${UPLOADED}/card.${format} 640w, ${UPLOADED}/gallery.${format} 1200w`

/** A seed product whose first colour shows an uploaded picture first, then its own SVG swatch. */
function withUploadedPicture(): { product: Product; swatch: string } {
  const seed = mockBackend.db.get('products').find((p) => (p.productVarieties[0]?.images.length ?? 0) > 1) as Product
  const [first, ...others] = seed.productVarieties
  const swatch = first?.images[0] ?? ''
  const product = { ...seed, productVarieties: [{ ...first!, images: [UPLOADED, swatch] }, ...others] }
  return { product, swatch }
}

/** The <picture>'s WebP <source> and its <img>, for the img found. */
function pictureOf(img: HTMLElement) {
  const picture = img.parentElement
  expect(picture?.tagName).toBe('PICTURE')
  const source = picture?.querySelector('source')
  return { source, img }
}

describe('product pictures', () => {
  it('a card offers an uploaded picture as WebP, then JPEG, at the width its grid draws it; a swatch is a plain img', () => {
    const { product, swatch } = withUploadedPicture()
    const plain = { ...product, _id: `${product._id}-plain`, name: `${product.name} (swatch)`, productVarieties: [{ ...product.productVarieties[0]!, images: [swatch] }] }
    const { container } = renderRouteTable(
      [
        {
          path: '/',
          element: (
            <>
              <ProductCard product={product} priority />
              <ProductCard product={plain} sizes="(max-width: 599.98px) 50vw, 275px" />
            </>
          ),
        },
      ],
      ['/'],
    )
    const [uploadedImg, swatchImg] = [...container.querySelectorAll('article img')] as HTMLImageElement[]

    const { source, img } = pictureOf(uploadedImg!)
    expect(source).toHaveAttribute('type', 'image/webp')
    expect(source).toHaveAttribute('srcset', srcSet('webp'))
    expect(source).toHaveAttribute('sizes', '(max-width: 591.98px) calc(50vw - 22px), (max-width: 800px) 33vw, 250px')
    expect(img).toHaveAttribute('srcset', srcSet('jpeg'))
    expect(img).toHaveAttribute('sizes', source?.getAttribute('sizes'))
    expect(img).toHaveAttribute('src', `${UPLOADED}/card.jpeg`)
    // the card's own attributes stay on the img: the first row's picture is still fetched first
    expect(img).toHaveAttribute('fetchpriority', 'high')
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('width', '400')

    expect(swatchImg?.parentElement?.tagName).not.toBe('PICTURE')
    expect(swatchImg).toHaveAttribute('src', swatch)
    expect(swatchImg).not.toHaveAttribute('srcset')
    expect(swatchImg).not.toHaveAttribute('sizes')
  })

  it('the product page offers the gallery’s size on stage and the thumbnail’s under it', () => {
    const { product, swatch } = withUploadedPicture()
    renderRouteTable([{ path: '/product/:id', element: <ProductPage /> }], [{ pathname: `/product/${product._id}`, state: { product } }])
    const gallery = screen.getByRole('region', { name: `${product.name} images` })

    const stage = pictureOf(within(gallery).getByRole('img', { name: `${product.name}, image 1 of 2` }))
    expect(stage.source).toHaveAttribute('srcset', srcSet('webp'))
    expect(stage.source).toHaveAttribute('sizes', '(max-width: 591.98px) calc(100vw - 32px), (max-width: 800px) 560px, 650px')
    expect(stage.img).toHaveAttribute('src', `${UPLOADED}/gallery.jpeg`)
    expect(stage.img).toHaveAttribute('fetchpriority', 'high')

    const [uploadedThumb, swatchThumb] = within(screen.getByRole('list', { name: 'Choose an image' }))
      .getAllByRole('button')
      .map((button) => button.querySelector('img') as HTMLImageElement)
    const thumb = pictureOf(uploadedThumb!)
    expect(thumb.source).toHaveAttribute('sizes', '68px')
    expect(thumb.img).toHaveAttribute('srcset', srcSet('jpeg'))
    expect(thumb.img).toHaveAttribute('src', `${UPLOADED}/thumb.jpeg`)
    expect(swatchThumb).toHaveAttribute('src', swatch)
    expect(swatchThumb).not.toHaveAttribute('srcset')
  })
})

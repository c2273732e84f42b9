import { http, HttpResponse } from 'msw'
import type { AdminCategoriesResponse } from '../../contracts/admin/admin-categories'
import { mockBackend, server } from '../../mocks/node'
import { catalogueKnowledge } from '../../mocks/use-cases/admin/catalogue-knowledge'
import { solidPngBytes } from './solid-png'

/*
 * What the catalogue screens' component tests share: real pictures to upload, the staff calls a
 * test made (to say what was, and was not, sent), and GET /admin/categories answered from the
 * fake's data.
 */

/** A small real PNG named `name`, `side` pixels square. */
export const pngFile = (name: string, side: number): File =>
  new File([solidPngBytes(side, side, [40, 60, 140]) as BlobPart], name, { type: 'image/png' })

/** Every staff call made from now on: method and path. */
export function staffCalls(): () => { method: string; path: string }[] {
  const calls: { method: string; path: string }[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.startsWith('/api/admin/')) calls.push({ method: request.method, path: url.pathname })
  })
  return () => calls
}

/** GET /admin/categories from the fake's categories and vocabularies (the editor's choices). */
export function answerCategories(): void {
  server.use(
    http.get('*/api/admin/categories', () => {
      const known = catalogueKnowledge(mockBackend)
      const products = mockBackend.db.get('products')
      const answer: AdminCategoriesResponse = {
        categories: mockBackend.db.get('categories').map((c) => ({
          _id: c._id,
          name: c.name,
          subCategories: c.subCategory.map((s) => s.subCategoryName),
          productCount: products.filter((p) => p.category.some((pc) => pc.categoryName === c.name)).length,
        })),
        counts: [...known.vocabulary.counts],
        constructions: [...known.vocabulary.constructions],
      }
      return HttpResponse.json(answer)
    }),
  )
}

import type { EmptyAnswers, MissingAnswers } from '../../contracts/mock-control'

/** What the 'empty' scenario answers for each call whose answer is a list. */
export const emptyAnswers: EmptyAnswers = {
  products: { data: [], totalProducts: 0, totalPage: 0 },
  highlights: { newArrivals: [], bestDeals: [] },
  categoryNames: { data: [] },
  categories: { data: [] },
  wishlist: { data: { products: [] } },
  wishlistAdd: { data: { products: [] } },
  cart: { data: { products: [], totalPrice: 0 } },
  addToCart: { data: [] },
  addresses: { data: [] },
  orderList: { orders: [], totalPages: 0, totalItems: 0 },
}

/** What the 'empty' scenario answers (404 with this msg) for each call whose answer is one item. */
export const missingAnswers: MissingAnswers = {
  product: 'Product not found',
}

import type { EmptyAnswers } from '../../contracts/mock-control'

/** What the 'empty' scenario answers for each call whose answer is a list. */
export const emptyAnswers: EmptyAnswers = {
  products: { data: [], totalProducts: 0, totalPage: 0 },
  categoryNames: { data: [] },
  categories: { data: [] },
  wishlist: { data: { products: [] } },
  wishlistAdd: { data: { products: [] } },
  cart: { data: { products: [], totalPrice: 0 } },
  addToCart: { data: [] },
  addresses: { data: [] },
  orderList: { orders: [], totalPages: 0, totalItems: 0 },
}

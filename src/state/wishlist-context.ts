import { createActorContext } from '@xstate/react'
import { wishlistMachine } from '../machines/wishlist.machine'

/** The signed-in user's wishlist, shared by every heart and the wishlist page. */
export const WishlistContext = createActorContext(wishlistMachine)

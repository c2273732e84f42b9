import { isOnSale } from '../../rules/on-sale'
import type { ProductRecord } from '../../seed/records'
import type { BackendContext } from './backend-context'

/** The products on sale of each catalogue the fake has held (a catalogue is a new array after every change). */
const onSaleByCatalogue = new WeakMap<readonly ProductRecord[], readonly ProductRecord[]>()

/**
 * What buyers browse: the stored catalogue's products on sale, in its order, an archived one left
 * out (rules/on-sale.ts). Worked out once per catalogue.
 */
export function productsOnSale(ctx: BackendContext): readonly ProductRecord[] {
  const stored = ctx.db.get('products')
  let onSale = onSaleByCatalogue.get(stored)
  if (!onSale) onSaleByCatalogue.set(stored, (onSale = stored.filter(isOnSale)))
  return onSale
}

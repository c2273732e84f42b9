import { CATALOGUE_CSV_COLUMNS, CSV_LIST_SEPARATOR, PRODUCT_CSV_COLUMNS, type CatalogueCsvColumn } from '../contracts/admin/catalogue-csv'
import type { CatalogueProduct } from './product-writes'

/*
 * The catalogue as CSV (issue 30), as records of text cells in and out: each backend brings its
 * CSV parser and writer (the server streams with csv-parse and csv-stringify; the fake uses their
 * sync forms) and these modules do the rest, so both map a file to the same products and name
 * the same problems by row and column: catalogue-csv-export.ts writes the rows,
 * catalogue-csv-reading.ts reads them into products, catalogue-csv-import.ts plans the import.
 *
 * A product is one row per colour, its own fields repeated on each.
 */

const joinList = (values: readonly string[]) => values.join(CSV_LIST_SEPARATOR)
const numberCell = (n: number | undefined) => (n === undefined ? '' : String(n))

/** A product's rows, one per colour, in CATALOGUE_CSV_COLUMNS' order; stock_received is left empty. */
export function catalogueCsvRows({ id, status, product }: CatalogueProduct): string[][] {
  const own: Record<(typeof PRODUCT_CSV_COLUMNS)[number], string> = {
    product_id: id,
    name: product.name,
    description: product.description,
    categories: joinList(product.categories),
    sub_category: product.subCategory ?? '',
    fabric_type: product.fabricType ?? '',
    pattern: product.pattern ?? '',
    count: product.count ?? '',
    construction: product.construction ?? '',
    weight: numberCell(product.weight),
    new_arrival: String(product.newArrival),
    status,
  }
  return product.varieties.map((variety) => {
    const cells: Record<CatalogueCsvColumn, string> = {
      ...own,
      color: variety.color,
      images: joinList(variety.images),
      stock: String(variety.stock),
      stock_received: '',
      price_per_meter: String(variety.pricePerMeter),
      discounted_price: String(variety.discountedPrice),
    }
    return CATALOGUE_CSV_COLUMNS.map((column) => cells[column])
  })
}

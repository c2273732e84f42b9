// Stock changing while the listing is measured, as orders change it in a busy store: one unit
// restocked at a time, at a fixed rate, on varieties of the products the listing's first pages
// show (database.mjs's listedVarieties), through the benchmark's own connection. Each is an
// announced stock change of one product (migration 0004), which makes every server process forget
// the answers that show it.

/** Starts the changes; `stop()` ends them and answers how many were sent and how many failed. */
export function startStockChanges(pool, varieties, perSecond) {
  let sent = 0
  let failed = 0
  const timer = setInterval(() => {
    const variety = varieties[sent % varieties.length]
    sent++
    pool.query('update product_varieties set stock = stock + 1 where product_id = $1 and color = $2', [variety.productId, variety.color]).catch(() => failed++)
  }, 1000 / perSecond)
  return {
    stop() {
      clearInterval(timer)
      return { sent, failed }
    },
  }
}

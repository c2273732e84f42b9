// The checkout race: M buyers, each with a cart of two lines drawn from a few varieties whose
// stock is set so that together they ask for about twice what there is, all POST /buy at the
// same moment (one connection each), each with its own Idempotency-Key, a quarter of them sent
// twice with the same key. Then, from the database: units sold per variety against the stock
// before (oversold), the stock left (never below 0, and exactly what was there less what was
// sold), and the purchases per key (a repeated key must replay the first answer, not buy again).
import { inBatches } from './api.mjs'
import { clearCarts, ordersOf, setStock, stockOf } from './database.mjs'
import { burst } from './load.mjs'

/** Buyer i's cart: two of the limited varieties, 1 to 3 metres each. */
function cartOf(i, varieties) {
  return [
    { variety: varieties[i % varieties.length], quantity: 1 + (i % 3) },
    { variety: varieties[(i + 1) % varieties.length], quantity: 1 + ((i + 1) % 2) },
  ]
}

async function fillCarts(call, pool, buyers, varieties) {
  await clearCarts(
    pool,
    buyers.map((b) => b.id),
  )
  await inBatches(buyers, 8, async (buyer, i) => {
    for (const line of cartOf(i, varieties)) {
      await call('POST', '/user/add-to-cart', { token: buyer.token, body: { productId: line.variety.productId, color: line.variety.color, quantity: line.quantity } })
    }
  })
}

/** One round; answers the burst's figures and what the database says happened. */
async function raceRound({ call, pool, origin, buyers, varieties, round, runId }) {
  const demand = new Map(varieties.map((v) => [v, 0]))
  buyers.forEach((_, i) => cartOf(i, varieties).forEach((line) => demand.set(line.variety, demand.get(line.variety) + line.quantity)))
  const totalDemand = [...demand.values()].reduce((a, b) => a + b, 0)
  const stockEach = Math.max(1, Math.round(totalDemand / 2 / varieties.length))
  await setStock(pool, varieties, stockEach)
  await fillCarts(call, pool, buyers, varieties)

  // the buyer's own key; every fourth buyer's request goes out twice, side by side
  const sends = buyers.flatMap((buyer, i) => {
    const send = { buyer, key: `race-${runId}-r${round}-b${i}` }
    return i % 4 === 0 ? [send, { ...send, repeat: true }] : [send]
  })
  const answers = []
  let next = 0
  const ids = buyers.map((b) => b.id)
  const earlier = new Set((await ordersOf(pool, ids)).map((o) => o.orderNumber))
  const figures = await burst(`checkout race, round ${round}`, {
    url: `${origin}/api/buy`,
    count: sends.length,
    method: 'POST',
    requests: [
      {
        setupRequest: (request, context) => {
          const send = sends[next++]
          if (!send) return request
          context.send = send
          return {
            ...request,
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${send.buyer.token}`, 'Idempotency-Key': send.key },
            body: JSON.stringify({ paymentMethod: 'UPI' }),
          }
        },
        onResponse: (status, body, context) => answers.push({ send: context.send, status, body }),
      },
    ],
  })

  // the orders this round placed: the buyers' orders that were not there before it
  const orders = (await ordersOf(pool, ids)).filter((o) => !earlier.has(o.orderNumber))
  let oversold = 0
  let badBooks = 0
  const perVariety = []
  for (const v of varieties) {
    const sold = orders.filter((o) => o.productId === v.productId).reduce((sum, o) => sum + o.quantity, 0)
    const left = await stockOf(pool, v)
    oversold += Math.max(0, sold - stockEach, -left)
    if (left !== stockEach - sold) badBooks++
    perVariety.push({ stock: stockEach, sold, left })
  }
  // purchases per key: each buyer has one key a round, so more than one placement is a duplicate
  let duplicates = 0
  for (const buyer of buyers) {
    const placements = new Set(orders.filter((o) => o.userId === buyer.id).map((o) => o.placedAt))
    duplicates += Math.max(0, placements.size - 1)
  }
  // a repeated key must answer the first purchase's order, not another one
  const byKey = new Map()
  let replayed = 0
  for (const answer of answers) {
    if (answer.status !== 200 || !answer.send) continue
    const orderId = JSON.parse(answer.body).orderId
    const seen = byKey.get(answer.send.key)
    if (seen !== undefined && seen !== orderId) duplicates++
    if (seen !== undefined && seen === orderId) replayed++
    byKey.set(answer.send.key, orderId)
  }
  const placedOrderNumbers = new Set(orders.map((o) => o.orderNumber))
  const phantom = [...byKey.values()].filter((orderId) => !placedOrderNumbers.has(orderId)).length
  return {
    figures,
    sends: sends.length,
    answered: answers.length,
    bought: new Set(orders.map((o) => o.userId)).size,
    refused: answers.filter((a) => a.status === 409).length,
    repeats: sends.filter((send) => send.repeat).length,
    replayed,
    oversold,
    badBooks,
    duplicates,
    phantom,
    units: { stock: stockEach * varieties.length, demand: totalDemand, sold: perVariety.reduce((a, v) => a + v.sold, 0) },
  }
}

export async function checkoutRace({ call, pool, origin, buyers, varieties, rounds }) {
  const runId = Date.now().toString(36)
  const results = []
  for (let round = 1; round <= rounds; round++) results.push(await raceRound({ call, pool, origin, buyers, varieties, round, runId }))
  return results
}

/** The rounds as one row of the table (p50: the rounds' median; p99: their worst) and the race's counts. */
export function raceSummary(rounds, buyers) {
  const sum = (pick) => rounds.reduce((total, r) => total + pick(r), 0)
  const classes = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 }
  for (const r of rounds) for (const key of Object.keys(classes)) classes[key] += r.figures.classes[key]
  return {
    title: `checkout race (${rounds.length} x ${buyers} buyers, burst)`,
    rps: sum((r) => r.figures.completed) / sum((r) => r.figures.seconds),
    p50: rounds.map((r) => r.figures.p50).sort((a, b) => a - b)[Math.floor(rounds.length / 2)],
    p99: Math.max(...rounds.map((r) => r.figures.p99)),
    classes,
    errors: sum((r) => r.figures.errors),
    counts: {
      oversold: sum((r) => r.oversold),
      duplicates: sum((r) => r.duplicates),
      badBooks: sum((r) => r.badBooks),
      phantom: sum((r) => r.phantom),
      unanswered: sum((r) => r.sends - r.answered),
    },
  }
}

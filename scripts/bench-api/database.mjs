// The benchmark's database: a throwaway PostgreSQL cluster (tests/support/postgres-cluster.ts),
// one database seeded through `npm run db:seed -- --products N` (the CLI, timed), and a small
// pool for what the benchmark reads and resets directly: the catalogue it draws calls from, the
// race's limited stock, and the orders it counts afterwards.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Pool } from 'pg'
import { startThrowawayPostgres } from '../../tests/support/postgres-cluster.ts'
import { onCleanup, stopChild } from '../bench/cleanup.mjs'
import { ROOT } from './paths.mjs'

export async function startDatabase() {
  const cluster = await startThrowawayPostgres()
  const stopCluster = onCleanup('PostgreSQL cluster', () => cluster.stop())
  try {
    const url = cluster.createDatabase('tanabana_bench')
    if (new URL(url).hostname !== '127.0.0.1') throw new Error(`the throwaway cluster is not on 127.0.0.1: ${url}`)
    const pool = new Pool({ connectionString: url, max: 4 })
    pool.on('error', () => {})
    const closePool = onCleanup('benchmark pool', () => pool.end())
    return {
      url,
      pool,
      stop: async () => {
        await closePool()
        await stopCluster()
      },
    }
  } catch (error) {
    await stopCluster()
    throw error
  }
}

/** The pid of the cluster's postmaster (its backends are its children), from its data folder's postmaster.pid. */
export async function postmasterPid(pool) {
  const { rows } = await pool.query("select setting from pg_settings where name = 'data_directory'")
  return Number(readFileSync(join(rows[0].setting, 'postmaster.pid'), 'utf8').split('\n')[0])
}

/** Runs the seed CLI on the database; answers its own report and the wall time in ms. */
export function seedThroughCli(url, products) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/db-seed.ts', '--products', String(products)], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const stop = onCleanup('seed', () => stopChild(child))
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      void stop()
      if (code === 0) resolve({ report: output.trim(), ms: performance.now() - started })
      else reject(new Error(`db:seed failed (${code}):\n${output}`))
    })
  })
}

const rowsOf = async (pool, text, values) => (await pool.query(text, values)).rows

/** What the calls are drawn from: categories, counts and constructions, product names, in-stock varieties. */
export async function catalogueSample(pool) {
  const categories = await rowsOf(pool, 'select name, sub_categories from categories order by position')
  const [{ total }] = await rowsOf(pool, 'select count(*)::int as total from products')
  const counts = (await rowsOf(pool, 'select distinct count from products where count is not null order by 1')).map((r) => r.count)
  const constructions = (await rowsOf(pool, 'select distinct construction from products where construction is not null order by 1')).map((r) => r.construction)
  // every 25th product, across the whole catalogue
  const productIds = (await rowsOf(pool, 'select id from products where position % 25 = 7 order by position')).map((r) => r.id)
  // one in-stock colour of products spread over the catalogue: what buyers put in their carts
  const inStock = await rowsOf(
    pool,
    `select distinct on (p.position) v.product_id, v.color
       from products p join product_varieties v on v.product_id = p.id
      where v.stock > 0 and p.position % 53 = 11
      order by p.position, v.position`,
  )
  return {
    total,
    categories: categories.map((c) => ({ name: c.name, subCategories: c.sub_categories })),
    counts,
    constructions,
    productIds,
    varieties: inStock.map((v) => ({ productId: v.product_id, color: v.color })),
  }
}

/** One variety of each of the first `count` products in the listing's order: what the stock changes touch. */
export async function listedVarieties(pool, count) {
  const rows = await rowsOf(
    pool,
    `select distinct on (p.position) v.product_id, v.color
       from products p join product_varieties v on v.product_id = p.id
      where p.position < $1
      order by p.position, v.position`,
    [count],
  )
  return rows.map((r) => ({ productId: r.product_id, color: r.color }))
}

export async function setStock(pool, varieties, stock) {
  for (const v of varieties) await pool.query('update product_varieties set stock = $3 where product_id = $1 and color = $2', [v.productId, v.color, stock])
}

export async function stockOf(pool, variety) {
  const [row] = await rowsOf(pool, 'select stock from product_varieties where product_id = $1 and color = $2', [variety.productId, variety.color])
  return row?.stock ?? Number.NaN
}

export async function clearCarts(pool, userIds) {
  await pool.query('delete from cart_lines where user_id = any($1)', [userIds])
}

export async function userIdsByEmail(pool, emails) {
  const rows = await rowsOf(pool, 'select id, email from users where email = any($1)', [emails])
  return new Map(rows.map((r) => [r.email, r.id]))
}

/** Every order of these buyers: user, product, quantity, when placed, order number. */
export async function ordersOf(pool, userIds) {
  const rows = await rowsOf(pool, `select user_id, product_id, (item->>'quantity')::int as quantity, created_at, order_number from orders where user_id = any($1)`, [userIds])
  return rows.map((r) => ({ userId: r.user_id, productId: r.product_id, quantity: r.quantity, placedAt: new Date(r.created_at).getTime(), orderNumber: r.order_number }))
}

/** Words the generated reviews are made of: text that compresses as reviews do, not as random bytes would. */
const REVIEW_WORDS = ['even', 'weave', 'true', 'colour', 'soft', 'drape', 'bolt', 'selvedge', 'dye', 'fast', 'delivery', 'crisp', 'hand', 'feel', 'thread', 'count', 'shrank', 'little', 'after', 'wash', 'boutique', 'orders', 'again', 'pattern', 'matches', 'photos', 'heavier', 'than', 'expected', 'good', 'value', 'for', 'the', 'price']

/**
 * Tops the seed's reviews up to `total` (issue 26: the catalogue's answers must not grow with its
 * history): a fifth of the new ones on the listing's first product (the newest: a new arrival,
 * so on the landing's highlights too), the rest spread over every product; from 8 words to the
 * longest review the contract allows (2,000 characters), written over the past months. Each
 * product's average follows, as a review through the API keeps it. Answers what was written.
 */
export async function topUpReviews(pool, total) {
  const [{ existing }] = await rowsOf(pool, 'select count(*)::int as existing from reviews')
  const [{ id: heavyId }] = await rowsOf(pool, 'select id from products order by position limit 1')
  const missing = Math.max(0, total - existing)
  const heavy = Math.floor(missing / 5)
  await pool.query(
    `with listed as (select id, row_number() over (order by position) - 1 as n from products),
          size as (select count(*) as products from products)
     insert into reviews (id, product_id, reviewer_name, reviewer_pic, value, review, images, created_at)
     select 'bench-review-' || g, case when g <= $2 then $3 else listed.id end, 'Buyer ' || (g % 997), null, 1 + (g * 7) % 5,
            left(array_to_string(array(select ($4::text[])[1 + abs(hashtext(g::text || ':' || w)) % array_length($4::text[], 1)]
                                         from generate_series(1, 8 + (g * 37) % 330) w), ' '), 2000),
            '[]'::jsonb, now() - make_interval(mins => g * 7)
       from generate_series(1, $1::int) g cross join size join listed on listed.n = g % size.products`,
    [missing, heavy, heavyId, REVIEW_WORDS],
  )
  await pool.query(
    `update products p set average_rating = s.average
       from (select product_id, avg(value)::real as average from reviews group by product_id) s
      where s.product_id = p.id and p.average_rating is distinct from s.average`,
  )
  await pool.query('analyze reviews')
  const [{ count }] = await rowsOf(pool, 'select count(*)::int as count from reviews')
  const [{ most }] = await rowsOf(pool, 'select count(*)::int as most from reviews where product_id = $1', [heavyId])
  return { total: count, added: missing, heavyId, heavyCount: most }
}

// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { CONSTRUCTION_OPTIONS as constructions, COUNT_OPTIONS as counts } from '../../contracts/textile-vocabulary'
import { DEMO_BUYER, DEMO_WEAVER } from '../../seed/fixtures/demo-accounts'
import { buildSeed } from '../../seed/fixtures/seed'

const seed = buildSeed()
const { products, categories } = seed

describe('the seeded catalogue', () => {
  test('is the same on every build', () => {
    expect(buildSeed()).toEqual(seed)
  })

  test('has at least 120 products in at least 10 categories with subcategories', () => {
    expect(products.length).toBeGreaterThanOrEqual(120)
    expect(categories.length).toBeGreaterThanOrEqual(10)
    expect(categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Cotton', 'Silk', 'Linen', 'Wool', 'Rayon', 'Polyester', 'Denim', 'Velvet', 'Jute', 'Khadi', 'Chiffon', 'Georgette', 'Yarn', 'Furnishing']),
    )
    for (const c of categories) expect(c.subCategory.length).toBeGreaterThanOrEqual(3)
    expect(new Set(products.map((p) => p._id)).size).toBe(products.length)
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length)
  })

  test('every product has 1 to 4 varieties priced below list, with 2 to 5 images', () => {
    for (const p of products) {
      expect(p.productVarieties.length).toBeGreaterThanOrEqual(1)
      expect(p.productVarieties.length).toBeLessThanOrEqual(4)
      expect(new Set(p.productVarieties.map((v) => v.color)).size).toBe(p.productVarieties.length)
      for (const v of p.productVarieties) {
        expect(v.discountedPrice).toBeLessThan(v.pricepermeter)
        expect(v.discountedPrice).toBeGreaterThan(0)
        expect(v.images.length).toBeGreaterThanOrEqual(2)
        expect(v.images.length).toBeLessThanOrEqual(5)
        expect(v.stock).toBeGreaterThanOrEqual(0)
      }
    }
    expect(products.some((p) => p.productVarieties.some((v) => v.stock === 0))).toBe(true)
  })

  test('fabric facts come from the spec’s lists and ranges', () => {
    for (const p of products) {
      expect(p.weight).toBeGreaterThanOrEqual(50)
      expect(p.weight).toBeLessThanOrEqual(400)
      expect(counts).toContain(p.count)
      expect(constructions).toContain(p.construction)
      expect(p.fabricType).toBeTruthy()
      expect(p.pattern).toBeTruthy()
      expect(Number.isNaN(Date.parse(p.createdAt ?? ''))).toBe(false)
    }
    expect(products.filter((p) => p.newArrival).length).toBeGreaterThanOrEqual(3)
  })

  test('reviews are 1 to 5 stars and the average agrees with them', () => {
    let withImages = 0
    for (const p of products) {
      const reviews = p.rating ?? []
      for (const r of reviews) {
        expect(Number.isInteger(r.value) && r.value >= 1 && r.value <= 5).toBe(true)
        expect(r.review).toBeTruthy()
        expect(r.userId?.name).toBeTruthy()
        if ((r.images ?? []).length > 0) withImages++
      }
      const mean = reviews.length ? reviews.reduce((s, r) => s + r.value, 0) / reviews.length : 0
      expect(p.averageRating).toBe(Math.round(mean * 10) / 10)
    }
    expect(withImages).toBeGreaterThan(0)
    expect(products.some((p) => (p.rating ?? []).length === 0)).toBe(true)
  })
})

describe('the demo accounts', () => {
  const user = (email: string) => seed.users.find((u) => u.email === email)

  test('the buyer has a profile, 3 addresses (one selected), 2 cart lines, 2 wishlist entries and 8+ orders', () => {
    const buyer = user(DEMO_BUYER.email)
    expect(buyer).toMatchObject({ name: 'Aarav Mehta', password: 'Tanabana@123', phone: DEMO_BUYER.phone, dob: DEMO_BUYER.dob })
    const addresses = seed.addresses.filter((a) => a.userId === buyer?._id)
    expect(addresses).toHaveLength(3)
    expect(addresses.filter((a) => a.selected)).toHaveLength(1)
    expect(buyer?.cart.products).toHaveLength(2)
    expect(buyer?.wishlist.products).toHaveLength(2)
    expect(seed.orders.filter((o) => o.userId === buyer?._id).length).toBeGreaterThanOrEqual(8)
  })

  test('the weaver has data of her own', () => {
    const weaver = user(DEMO_WEAVER.email)
    expect(weaver).toMatchObject({ name: 'Kavya Iyer', password: 'Weaver@1234' })
    expect(seed.addresses.filter((a) => a.userId === weaver?._id)).toHaveLength(1)
    expect(seed.orders.filter((o) => o.userId === weaver?._id).length).toBeGreaterThan(0)
    const buyer = user(DEMO_BUYER.email)
    expect(weaver?.cart.products.map((l) => l.productId)).not.toEqual(buyer?.cart.products.map((l) => l.productId))
  })

  test('seeded cart and wishlist entries point at real products and colours in stock', () => {
    for (const u of seed.users) {
      for (const ref of [...u.cart.products.map((l) => ({ id: l.productId, color: l.productColor })), ...u.wishlist.products.map((w) => ({ id: w.productId, color: w.color }))]) {
        const variety = products.find((p) => p._id === ref.id)?.productVarieties.find((v) => v.color === ref.color)
        expect(variety?.stock).toBeGreaterThan(0)
      }
    }
  })

  test('both demo passwords satisfy the sign-up password rules', () => {
    for (const password of [DEMO_BUYER.password, DEMO_WEAVER.password]) {
      expect(password).toMatch(/^(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{8,}$/)
    }
  })
})

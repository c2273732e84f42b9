import { describe, expect, test } from 'vitest'
import type { Address, AddressInput } from '../../contracts/address'
import { DEMO_WEAVER } from '../../seed/fixtures/demo-accounts'
import { addressService } from '../../src/services/address-service'
import { authService } from '../../src/services/auth-service'
import { tokenStore } from '../../src/services/token-store'
import { rejectionOf, signInAs } from '../support/api-calls'
import { serveBackend } from '../support/backend-under-test'

serveBackend()

const selectedIds = (list: readonly Address[]) => list.filter((a) => a.selected).map((a) => a._id)

const input: AddressInput = {
  name: 'Godown',
  tag: 'Stock',
  address: '3, Kapda Bazaar',
  city: 'Ahmedabad',
  state: 'Gujarat',
  pinCode: '380001',
  alternativePhoneNumber: '9898989898',
  country: 'India',
}

describe('GET /addresses', () => {
  test('answers the buyer’s three addresses with exactly one selected', async () => {
    await signInAs()
    const list = await addressService.list()
    expect(list.map((a) => a.city)).toEqual(['Surat', 'Mumbai', 'Jaipur'])
    expect(selectedIds(list)).toEqual(['addr-aarav-home'])
  })

  test('each user sees only their own', async () => {
    await signInAs(DEMO_WEAVER)
    expect((await addressService.list()).map((a) => a.city)).toEqual(['Varanasi'])
  })
})

describe('changing addresses keeps exactly one selected', () => {
  test('adding keeps the selection and appends; a blank name becomes the user’s name', async () => {
    await signInAs()
    expect(await addressService.add({ ...input, name: '  ' })).toEqual({ msg: 'Address added successfully' })
    const list = await addressService.list()
    expect(list).toHaveLength(4)
    expect(list[3]).toMatchObject({ name: 'Aarav Mehta', city: 'Ahmedabad', pinCode: '380001', tag: 'Stock', selected: false })
    expect(selectedIds(list)).toEqual(['addr-aarav-home'])
  })

  test('the first address a user creates is selected', async () => {
    const session = await authService.googleSignIn('mock-google:first.time@example.com:First Time')
    tokenStore.set(session.token)
    expect(await addressService.list()).toEqual([])
    await addressService.add(input)
    await addressService.add({ ...input, city: 'Surat' })
    const list = await addressService.list()
    expect(selectedIds(list)).toEqual([list[0]?._id])
  })

  test('selecting one unselects the others', async () => {
    await signInAs()
    expect(await addressService.select('addr-aarav-warehouse')).toEqual({ msg: 'Address selected successfully' })
    expect(selectedIds(await addressService.list())).toEqual(['addr-aarav-warehouse'])
  })

  test('editing changes the fields and keeps the selection', async () => {
    await signInAs()
    expect(await addressService.edit('addr-aarav-home', { ...input, name: 'Aarav at home' })).toEqual({ msg: 'Address updated successfully' })
    const home = (await addressService.list()).find((a) => a._id === 'addr-aarav-home')
    expect(home).toMatchObject({ name: 'Aarav at home', city: 'Ahmedabad', selected: true })
  })

  test('deleting an unselected address keeps the selection', async () => {
    await signInAs()
    expect(await addressService.remove('addr-aarav-office')).toEqual({ msg: 'Address deleted successfully' })
    const list = await addressService.list()
    expect(list.map((a) => a._id)).toEqual(['addr-aarav-home', 'addr-aarav-warehouse'])
    expect(selectedIds(list)).toEqual(['addr-aarav-home'])
  })

  test('deleting the selected address selects another; deleting the last leaves none', async () => {
    await signInAs()
    await addressService.remove('addr-aarav-home')
    expect(selectedIds(await addressService.list())).toEqual(['addr-aarav-office'])
    await addressService.remove('addr-aarav-office')
    expect(selectedIds(await addressService.list())).toEqual(['addr-aarav-warehouse'])
    await addressService.remove('addr-aarav-warehouse')
    expect(await addressService.list()).toEqual([])
  })
})

describe('someone else’s or an unknown address', () => {
  test.each([
    ['select', () => addressService.select('addr-kavya-studio')],
    ['edit', () => addressService.edit('addr-kavya-studio', input)],
    ['delete', () => addressService.remove('addr-kavya-studio')],
    ['delete unknown', () => addressService.remove('nope')],
  ])('%s is a 404', async (_, attempt) => {
    await signInAs()
    expect(await rejectionOf(attempt())).toMatchObject({ status: 404, serverMessage: 'Address not found' })
    await signInAs(DEMO_WEAVER)
    expect(selectedIds(await addressService.list())).toEqual(['addr-kavya-studio'])
  })
})

import { Anchor, Box, Button, Card, Group, NativeSelect, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { adminEndpoints, roleMayCall } from '../../../contracts/admin/admin-endpoints'
import { PRODUCT_STATUSES, type AdminProductRow } from '../../../contracts/admin/admin-products'
import { PRODUCTS_SCREEN } from '../../../contracts/admin/catalogue-screens'
import { TEXT_MAX } from '../../../contracts/limits'
import { useBreakpoint } from '../../../src/ui/breakpoints'
import { catalogueExportMachine } from '../../machines/catalogue-export.machine'
import { withListChanges } from '../../machines/list-query'
import { categoriesQuery, productsFilterFrom, productsListQuery, productsQueryOf } from '../../machines/products-list.machine'
import { useStaffRole } from '../../state/staff-session'
import { CataloguePicture } from '../../ui/catalogue-picture'
import { ListScreenLayout } from '../../ui/list-screen-layout'
import { useQueryFollowsUrl, useUrlQuery } from '../../ui/use-url-query'
import { formatDay } from '../../ui/when'
import { PRODUCT_STATUS_LABELS, ProductStatusBadge } from './public/product-status-badge'
import { StockControl } from './public/stock-control'

const ALL = ''

const productHref = (row: AdminProductRow) => `/products/${encodeURIComponent(row._id)}`

function Thumbnail({ row }: { row: AdminProductRow }) {
  return row.picture ? (
    <CataloguePicture url={row.picture} alt="" width={48} height={60} />
  ) : (
    <Box w={48} h={60} bg="gray.1" aria-hidden="true" />
  )
}

function Stock({ row, mayChange }: { row: AdminProductRow; mayChange: boolean }) {
  if (row.varieties.length === 0) return <Text size="sm" c="dimmed">{PRODUCTS_SCREEN.noColours}</Text>
  return (
    <Stack gap={2}>
      {row.varieties.map((variety) => (
        <StockControl key={variety.color} productId={row._id} productName={row.name} color={variety.color} stock={variety.stock} mayChange={mayChange} />
      ))}
    </Stack>
  )
}

function ProductRow({ row, mayChangeStock }: { row: AdminProductRow; mayChangeStock: boolean }) {
  return (
    <Table.Tr>
      <Table.Td w={64}>
        <Thumbnail row={row} />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={productHref(row)} fw={600}>
          {row.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {row.categories.join(', ')}
        </Text>
      </Table.Td>
      <Table.Td>
        <ProductStatusBadge status={row.status} />
      </Table.Td>
      <Table.Td miw={240}>
        <Stock row={row} mayChange={mayChangeStock} />
      </Table.Td>
      <Table.Td visibleFrom="lg" style={{ whiteSpace: 'nowrap' }}>
        {formatDay(row.updatedAt)}
      </Table.Td>
    </Table.Tr>
  )
}

/** The products on a phone: one card per product, its stock under its name. */
function ProductCards({ rows, mayChangeStock }: { rows: readonly AdminProductRow[]; mayChangeStock: boolean }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Card key={row._id} component="li" withBorder padding="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Thumbnail row={row} />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Anchor component={Link} to={productHref(row)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {row.name}
              </Anchor>
              <Group gap="xs" wrap="wrap">
                <ProductStatusBadge status={row.status} />
                <Text size="xs" c="dimmed">
                  {row.categories.join(', ')}
                </Text>
              </Group>
              <Stock row={row} mayChange={mayChangeStock} />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  )
}

/** Export CSV: the whole catalogue as one file, for every member (reading it is everyone's). */
function ExportButton() {
  const actor = useActorRef(catalogueExportMachine)
  const exporting = useSelector(actor, (s) => s.matches('exporting'))
  const error = useSelector(actor, (s) => s.context.error)
  return (
    <>
      <Button variant="default" onClick={() => actor.send({ type: 'export.start' })} loading={exporting}>
        Export CSV
      </Button>
      {error && (
        <Text size="sm" c="madder.7" role="alert">
          {error}
        </Text>
      )}
    </>
  )
}

/**
 * The products table (issue 30, point 8): search, category and status filters and the page in
 * the URL; each product's card picture, name (opening the editor), categories, status, and every
 * colour's stock with its Change stock control. Add product and Import CSV for the roles that
 * write the catalogue; Export CSV for every member.
 */
export function ProductsScreen() {
  const role = useStaffRole()
  const mayWrite = role !== null && roleMayCall(adminEndpoints.createProduct.access, role)
  const mayChangeStock = role !== null && roleMayCall(adminEndpoints.changeStock.access, role)
  const mayImport = role !== null && roleMayCall(adminEndpoints.importCatalogue.access, role)
  const { query: filter, key, change } = useUrlQuery(productsFilterFrom, withListChanges)
  const query = useMemo(() => productsQueryOf(filter), [filter])
  const actor = useActorRef(productsListQuery.logic, { input: productsListQuery.input(query) })
  const answer = useSelector(actor, productsListQuery.answerOf)
  const error = useSelector(actor, (s) => s.context.error)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  useQueryFollowsUrl(actor, query, key)
  const categories = useActorRef(categoriesQuery.logic, { input: categoriesQuery.input({}) })
  const categoryNames = useSelector(categories, (s) => categoriesQuery.answerOf(s)?.categories.map((c) => c.name) ?? [])

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    change({ search: String(new FormData(event.currentTarget).get('search') ?? '') })
  }
  const rows = answer?.products ?? []
  const onPhone = useBreakpoint('below700')
  // a category in the URL that the list does not name (yet) still shows as chosen
  const categoryChoices = filter.category && !categoryNames.includes(filter.category) ? [...categoryNames, filter.category] : categoryNames

  return (
    <ListScreenLayout
      title="Products"
      noun="products"
      loading={loading}
      error={error}
      onRetry={() => actor.send({ type: 'query.reload' })}
      isEmpty={answer !== null && rows.length === 0}
      emptyText={PRODUCTS_SCREEN.empty}
      page={filter.page}
      totalPages={answer?.totalPages ?? 0}
      totalItems={answer?.totalItems ?? 0}
      onPage={(page) => change({ page })}
      filters={
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap">
            {mayWrite && (
              <Button component={Link} to="/products/new">
                Add product
              </Button>
            )}
            {mayImport && (
              <Button component={Link} to="/products/import" variant="default">
                Import CSV
              </Button>
            )}
            <ExportButton />
          </Group>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <form onSubmit={search} role="search" aria-label="Search products" key={filter.search ?? ''}>
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <TextInput label="Search" name="search" type="search" placeholder="Name, colour or id" defaultValue={filter.search ?? ''} maxLength={TEXT_MAX.search} w={{ base: 200, sm: 260 }} />
                <Button type="submit" variant="light">
                  Search
                </Button>
              </Group>
            </form>
            <NativeSelect
              label="Category"
              value={filter.category ?? ALL}
              onChange={(event) => change({ category: event.currentTarget.value })}
              data={[{ value: ALL, label: 'All categories' }, ...categoryChoices.map((name) => ({ value: name, label: name }))]}
              w={180}
            />
            <NativeSelect
              label="Status"
              value={filter.status ?? ALL}
              onChange={(event) => change({ status: event.currentTarget.value })}
              data={[{ value: ALL, label: 'All' }, ...PRODUCT_STATUSES.map((status) => ({ value: status, label: PRODUCT_STATUS_LABELS[status] }))]}
              w={140}
            />
          </Group>
        </Stack>
      }
    >
      {answer && onPhone && <ProductCards rows={rows} mayChangeStock={mayChangeStock} />}
      {answer && !onPhone && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Caption>
              Page {filter.page} of {Math.max(answer.totalPages, 1)}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <VisuallyHidden>Picture</VisuallyHidden>
                </Table.Th>
                <Table.Th scope="col">Product</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Stock by colour</Table.Th>
                <Table.Th scope="col" visibleFrom="lg">
                  Changed
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <ProductRow key={row._id} row={row} mayChangeStock={mayChangeStock} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ListScreenLayout>
  )
}

import { Alert, Badge, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo, type FormEvent } from 'react'
import { adminEndpoints, roleMayCall } from '../../../contracts/admin/admin-endpoints'
import { COUPON_KINDS, COUPON_STATES, couponStanding, type AdminCoupon, type CouponStanding } from '../../../contracts/admin/admin-coupons'
import { COUPONS_SCREEN } from '../../../contracts/admin/catalogue-screens'
import { WHAT_HAPPENS } from '../../../contracts/admin/moderation-screens'
import { TEXT_MAX } from '../../../contracts/limits'
import { formatRupees } from '../../../src/lib/money'
import { useBreakpoint } from '../../../src/ui/breakpoints'
import markedField from '../../../src/ui/marked-field.module.css'
import { couponActionsMachine, type CouponAction } from '../../machines/coupon-actions.machine'
import type { CouponField, CouponFields } from '../../machines/coupon-form'
import { withListChanges } from '../../machines/list-query'
import { couponsFilterFrom, couponsListQuery, couponsQueryOf } from '../../machines/coupons-list.machine'
import { useStaffRole } from '../../state/staff-session'
import { ConfirmActionDialog } from '../../ui/confirm-action-dialog'
import { ListScreenLayout } from '../../ui/list-screen-layout'
import { useQueryFollowsUrl, useUrlQuery } from '../../ui/use-url-query'
import { formatWhen } from '../../ui/when'
import { useClock } from '../../../src/ui/use-clock'

const ALL = ''
const STATE_LABELS = { active: 'Active', paused: 'Paused' } as const
const KIND_LABELS = { percent: 'Percent off', flat: 'Rupees off' } as const
const marked = { input: markedField.input }

const discountOf = (coupon: AdminCoupon) => (coupon.kind === 'percent' ? `${coupon.amount}% off` : `${formatRupees(coupon.amount)} off`)
const runsOf = (coupon: AdminCoupon) =>
  coupon.startsAt || coupon.expiresAt ? `${coupon.startsAt ? formatWhen(coupon.startsAt) : 'Now'} to ${coupon.expiresAt ? formatWhen(coupon.expiresAt) : 'no end'}` : COUPONS_SCREEN.always
const limitsOf = (coupon: AdminCoupon) => `${coupon.perBuyerLimit} per buyer; ${coupon.totalLimit === null ? COUPONS_SCREEN.noLimit.toLowerCase() : `${coupon.totalLimit} in all`}`

/** What a buyer meets today: staff's state, or why an active coupon takes no order. */
const STANDING_LABELS: Readonly<Record<CouponStanding, string>> = {
  ...STATE_LABELS,
  notStarted: 'Not started',
  expired: 'Expired',
  usedUp: 'Used up',
}

function StandingBadge({ coupon, now }: { coupon: AdminCoupon; now: number }) {
  const standing = couponStanding(coupon, now)
  const taking = standing === 'active'
  return (
    <Badge color={taking ? 'leaf' : 'gray'} variant={taking ? 'light' : 'outline'} radius="sm" tt="none">
      {STANDING_LABELS[standing]}
    </Badge>
  )
}

interface RowProps {
  readonly coupon: AdminCoupon
  readonly mayWrite: boolean
  readonly busy: boolean
  readonly onOpen: (action: CouponAction) => void
  /** The time the standings are read at (useClock, once per screen). */
  readonly now: number
}

function CouponButtons({ coupon, busy, onOpen }: Omit<RowProps, 'mayWrite' | 'now'>) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="outline" disabled={busy} onClick={() => onOpen({ kind: 'edit', coupon })} aria-label={`Change coupon ${coupon.code}`}>
        Change
      </Button>
      <Button size="xs" variant="outline" color="madder" disabled={busy} onClick={() => onOpen({ kind: 'delete', coupon })} aria-label={`Delete coupon ${coupon.code}`}>
        Delete
      </Button>
    </Group>
  )
}

function CouponRow({ coupon, mayWrite, busy, onOpen, now }: RowProps) {
  return (
    <Table.Tr>
      <Table.Td fw={700} style={{ fontFamily: 'monospace' }}>
        {coupon.code}
      </Table.Td>
      <Table.Td>
        {discountOf(coupon)}
        {coupon.minSubtotal !== null && (
          <Text size="xs" c="dimmed">
            above {formatRupees(coupon.minSubtotal)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{runsOf(coupon)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{limitsOf(coupon)}</Text>
      </Table.Td>
      <Table.Td ta="right">{coupon.timesUsed}</Table.Td>
      <Table.Td>
        <StandingBadge coupon={coupon} now={now} />
      </Table.Td>
      {mayWrite && (
        <Table.Td>
          <CouponButtons coupon={coupon} busy={busy} onOpen={onOpen} />
        </Table.Td>
      )}
    </Table.Tr>
  )
}

function CouponCards({ coupons, mayWrite, busy, onOpen, now }: { coupons: readonly AdminCoupon[] } & Omit<RowProps, 'coupon'>) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {coupons.map((coupon) => (
        <Card key={coupon.code} component="li" withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} style={{ fontFamily: 'monospace' }}>
              {coupon.code}
            </Text>
            <StandingBadge coupon={coupon} now={now} />
          </Group>
          <Text size="sm">
            {discountOf(coupon)}
            {coupon.minSubtotal !== null ? ` above ${formatRupees(coupon.minSubtotal)}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {runsOf(coupon)}. {limitsOf(coupon)}. Used {coupon.timesUsed} times.
          </Text>
          {mayWrite && (
            <Group mt="xs">
              <CouponButtons coupon={coupon} busy={busy} onOpen={onOpen} />
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  )
}

const FIELD_NAMES: readonly CouponField[] = ['code', 'kind', 'amount', 'minSubtotal', 'startsAt', 'expiresAt', 'perBuyerLimit', 'totalLimit', 'state']

const readFields = (form: HTMLFormElement, fallback: CouponFields): CouponFields => {
  const data = new FormData(form)
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, data.has(name) ? String(data.get(name)) : fallback[name]])) as CouponFields
}

/** The coupon's fields in the dialog: a new coupon's code, then what it takes off, when, and how often. */
function CouponFormFields({ action, fields, errors, sending }: { action: CouponAction; fields: CouponFields; errors: Partial<Record<CouponField, string>>; sending: boolean }) {
  const common = { disabled: sending, classNames: marked }
  return (
    <Stack gap="sm">
      <TextInput
        label="Code"
        name="code"
        required
        defaultValue={fields.code}
        maxLength={TEXT_MAX.couponCode}
        error={errors.code}
        description={action.kind === 'add' ? COUPONS_SCREEN.codeHint : COUPONS_SCREEN.codeKept}
        readOnly={action.kind !== 'add'}
        styles={{ input: { textTransform: 'uppercase' } }}
        {...common}
        {...(action.kind === 'add' ? { 'data-autofocus': true } : {})}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect label="Kind" name="kind" defaultValue={fields.kind} data={COUPON_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))} error={errors.kind} {...common} />
        <TextInput label="Amount (percent or ₹)" name="amount" required inputMode="decimal" defaultValue={fields.amount} maxLength={12} error={errors.amount} {...common} {...(action.kind === 'add' ? {} : { 'data-autofocus': true })} />
        <TextInput label="Minimum subtotal (₹, optional)" name="minSubtotal" inputMode="decimal" defaultValue={fields.minSubtotal} maxLength={12} error={errors.minSubtotal} {...common} />
        <NativeSelect label="State" name="state" defaultValue={fields.state} data={COUPON_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] }))} error={errors.state} {...common} />
        <TextInput label="Starts (optional)" name="startsAt" type="datetime-local" defaultValue={fields.startsAt} error={errors.startsAt} {...common} />
        <TextInput label="Ends (optional)" name="expiresAt" type="datetime-local" defaultValue={fields.expiresAt} error={errors.expiresAt} {...common} />
        <TextInput label="Uses per buyer" name="perBuyerLimit" required inputMode="numeric" defaultValue={fields.perBuyerLimit} maxLength={8} error={errors.perBuyerLimit} {...common} />
        <TextInput label="Uses in all (optional)" name="totalLimit" inputMode="numeric" defaultValue={fields.totalLimit} maxLength={8} error={errors.totalLimit} {...common} />
      </SimpleGrid>
    </Stack>
  )
}

/**
 * The coupons (issue 30, point 6): every coupon newest first with how often it was used,
 * searched by code and filtered by state in the URL; adding and changing one in a form whose
 * problems are said beside their fields; deleting one after saying what that does (the store
 * refuses a coupon buyers used: pause it instead).
 */
export function CouponsScreen() {
  const role = useStaffRole()
  const mayWrite = role !== null && roleMayCall(adminEndpoints.createCoupon.access, role)
  const { query: filter, key, change } = useUrlQuery(couponsFilterFrom, withListChanges)
  const query = useMemo(() => couponsQueryOf(filter), [filter])
  const list = useActorRef(couponsListQuery.logic, { input: couponsListQuery.input(query) })
  const answer = useSelector(list, couponsListQuery.answerOf)
  const error = useSelector(list, (s) => s.context.error)
  const loading = useSelector(list, (s) => s.matches('loading'))
  useQueryFollowsUrl(list, query, key)
  const actions = useActorRef(couponActionsMachine, { input: { list } })
  const { action, fields, fieldErrors, error: actionError, done } = useSelector(actions, (s) => s.context)
  const idle = useSelector(actions, (s) => s.matches('idle'))
  const sending = useSelector(actions, (s) => s.matches('sending'))
  const onOpen = (next: CouponAction) => actions.send({ type: 'coupon.open', action: next })
  const onPhone = useBreakpoint('below800')
  const now = useClock()

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    change({ search: String(new FormData(event.currentTarget).get('search') ?? '') })
  }
  const rows = answer?.coupons ?? []
  const dialog =
    action?.kind === 'delete'
      ? { title: COUPONS_SCREEN.deleteTitle(action.coupon.code), confirm: COUPONS_SCREEN.deleteConfirm, tells: COUPONS_SCREEN.deleteTells, danger: true }
      : action?.kind === 'edit'
        ? { title: COUPONS_SCREEN.editTitle(action.coupon.code), confirm: COUPONS_SCREEN.save, tells: COUPONS_SCREEN.tells, danger: false }
        : { title: COUPONS_SCREEN.addTitle, confirm: COUPONS_SCREEN.save, tells: COUPONS_SCREEN.tells, danger: false }

  return (
    <>
      <ListScreenLayout
        title="Coupons"
        noun="coupons"
        loading={loading}
        error={error}
        onRetry={() => list.send({ type: 'query.reload' })}
        isEmpty={answer !== null && rows.length === 0}
        emptyText={COUPONS_SCREEN.empty}
        page={filter.page}
        totalPages={answer?.totalPages ?? 0}
        totalItems={answer?.totalItems ?? 0}
        onPage={(page) => change({ page })}
        filters={
          <Stack gap="sm">
            {mayWrite && (
              <Group>
                <Button onClick={() => onOpen({ kind: 'add' })} disabled={!idle}>
                  Add a coupon
                </Button>
              </Group>
            )}
            {done && idle && (
              <Alert color="leaf" variant="light" role="status">
                {done}
              </Alert>
            )}
            <Group align="flex-end" gap="sm" wrap="wrap">
              <form onSubmit={search} role="search" aria-label="Search coupons" key={filter.search ?? ''}>
                <Group align="flex-end" gap="xs" wrap="nowrap">
                  <TextInput label="Search" name="search" type="search" placeholder="Code" defaultValue={filter.search ?? ''} maxLength={TEXT_MAX.couponCode} w={{ base: 180, sm: 240 }} />
                  <Button type="submit" variant="light">
                    Search
                  </Button>
                </Group>
              </form>
              <NativeSelect
                label="State"
                value={filter.state ?? ALL}
                onChange={(event) => change({ state: event.currentTarget.value })}
                data={[{ value: ALL, label: 'All' }, ...COUPON_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] }))]}
                w={140}
              />
            </Group>
          </Stack>
        }
      >
        {answer && onPhone && <CouponCards coupons={rows} mayWrite={mayWrite} busy={!idle} onOpen={onOpen} now={now} />}
        {answer && !onPhone && (
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="xs">
              <Table.Caption>Newest first</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Code</Table.Th>
                  <Table.Th scope="col">Discount</Table.Th>
                  <Table.Th scope="col">Runs</Table.Th>
                  <Table.Th scope="col">Limits</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Used
                  </Table.Th>
                  <Table.Th scope="col">State</Table.Th>
                  {mayWrite && <Table.Th scope="col">Change</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((coupon) => (
                  <CouponRow key={coupon.code} coupon={coupon} mayWrite={mayWrite} busy={!idle} onOpen={onOpen} now={now} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListScreenLayout>
      <ConfirmActionDialog
        opened={!idle && action !== null}
        title={dialog.title}
        confirmLabel={dialog.confirm}
        tellsHeading={WHAT_HAPPENS}
        tells={dialog.tells}
        danger={dialog.danger}
        sending={sending}
        error={actionError}
        onConfirm={(form) => actions.send({ type: 'coupon.confirm', fields: action?.kind === 'delete' ? undefined : readFields(form, fields) })}
        onClose={() => actions.send({ type: 'coupon.close' })}
      >
        {action && action.kind !== 'delete' && <CouponFormFields action={action} fields={fields} errors={fieldErrors} sending={sending} />}
      </ConfirmActionDialog>
    </>
  )
}

import { Alert, Badge, Button, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core'
import { useActorRef, useSelector } from '@xstate/react'
import { STAFF_SCREEN, WHAT_HAPPENS } from '../../../contracts/admin/moderation-screens'
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffMember } from '../../../contracts/admin/staff'
import { TEXT_MAX } from '../../../contracts/limits'
import { staffActionsMachine, type StaffAction, type StaffField, type StaffFields } from '../../machines/staff-actions.machine'
import { staffListQuery } from '../../machines/staff-list.machine'
import { StaffSessionContext } from '../../state/staff-session'
import { ConfirmActionDialog } from '../../ui/confirm-action-dialog'
import { ListScreenLayout } from '../../ui/list-screen-layout'
import { formatWhen } from '../../ui/when'
import { NewMemberLinkDialog } from './new-member-link-dialog'

const ROLE_CHOICES = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }))

function MemberRow({ member, isYou, busy, onOpen }: { member: StaffMember; isYou: boolean; busy: boolean; onOpen: (action: StaffAction) => void }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {member.name}
          {isYou && (
            <Text span size="xs" c="dimmed">
              {' '}
              (you)
            </Text>
          )}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Text>
        <Text size="xs" c="dimmed">
          Joined {formatWhen(member.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td>{STAFF_ROLE_LABELS[member.role]}</Table.Td>
      <Table.Td>
        {member.disabled ? (
          <Badge color="madder" variant="light" radius="sm" tt="none">
            Disabled
          </Badge>
        ) : (
          <Badge color="leaf" variant="light" radius="sm" tt="none">
            Active
          </Badge>
        )}
        {!member.hasPassword && (
          <Text size="xs" c="dimmed">
            {STAFF_SCREEN.noPasswordYet}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="outline" disabled={busy} onClick={() => onOpen({ kind: 'role', member })} aria-label={`Change ${member.name}'s role`}>
            Change role
          </Button>
          {member.disabled ? (
            <Button size="xs" variant="outline" disabled={busy} onClick={() => onOpen({ kind: 'enable', member })} aria-label={`Enable ${member.name}`}>
              Enable
            </Button>
          ) : (
            <Button size="xs" variant="outline" color="madder" disabled={busy} onClick={() => onOpen({ kind: 'disable', member })} aria-label={`Disable ${member.name}`}>
              Disable
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}

interface DialogText {
  readonly title: string
  readonly confirmLabel: string
  readonly tells: string
  readonly danger: boolean
}

function dialogTextOf(action: StaffAction): DialogText {
  switch (action.kind) {
    case 'add':
      return { title: STAFF_SCREEN.addTitle, confirmLabel: STAFF_SCREEN.addConfirm, tells: STAFF_SCREEN.addTells, danger: false }
    case 'role':
      return { title: STAFF_SCREEN.roleTitle(action.member.name), confirmLabel: STAFF_SCREEN.roleConfirm, tells: STAFF_SCREEN.roleTells(action.member.name), danger: false }
    case 'disable':
      return { title: STAFF_SCREEN.disableTitle(action.member.name), confirmLabel: STAFF_SCREEN.disableConfirm, tells: STAFF_SCREEN.disableTells(action.member.name), danger: true }
    case 'enable':
      return { title: STAFF_SCREEN.enableTitle(action.member.name), confirmLabel: STAFF_SCREEN.enableConfirm, tells: STAFF_SCREEN.enableTells(action.member.name), danger: false }
  }
}

const readFields = (form: HTMLFormElement): StaffFields => {
  const data = new FormData(form)
  const field = (name: StaffField) => (data.has(name) ? { [name]: String(data.get(name)) } : {})
  return { ...field('name'), ...field('email'), ...field('role') }
}

/**
 * The owners' staff screen (issue 29, points 1 and 9): every member with their role and state;
 * adding one (name, email, role) gives the one-time set-password link to pass on, with a copy
 * button; a role changes, and an account is disabled (which ends its sessions at once) or
 * enabled, each confirmed first and each with progress and the server's reason on failure.
 */
export function StaffScreen() {
  const list = useActorRef(staffListQuery.logic, { input: staffListQuery.input({}) })
  const members = useSelector(list, staffListQuery.answerOf)
  const error = useSelector(list, (s) => s.context.error)
  const loading = useSelector(list, (s) => s.matches('loading'))
  const actions = useActorRef(staffActionsMachine, { input: { list } })
  const { action, fields, fieldErrors, error: actionError, done, link } = useSelector(actions, (s) => s.context)
  const confirming = useSelector(actions, (s) => s.matches('confirming') || s.matches('sending'))
  const sending = useSelector(actions, (s) => s.matches('sending'))
  const idle = useSelector(actions, (s) => s.matches('idle'))
  const you = StaffSessionContext.useSelector((s) => s.context.staff?.id ?? null)
  const open = (next: StaffAction) => actions.send({ type: 'staff.open', action: next })
  const text = action ? dialogTextOf(action) : { title: '', confirmLabel: '', tells: '', danger: false }
  const rows = members ?? []

  return (
    <>
      <ListScreenLayout
        title="Staff"
        noun="members"
        loading={loading}
        error={error}
        onRetry={() => list.send({ type: 'query.reload' })}
        isEmpty={false}
        emptyText=""
        page={1}
        totalPages={1}
        totalItems={rows.length}
        onPage={() => undefined}
        filters={
          <Stack gap="sm">
            <Group>
              <Button onClick={() => open({ kind: 'add' })} disabled={!idle}>
                Add a member
              </Button>
            </Group>
            {done && idle && (
              <Alert color="leaf" variant="light" role="status">
                {done}
              </Alert>
            )}
          </Stack>
        }
      >
        {members && (
          <Table.ScrollContainer minWidth={480}>
            <Table striped verticalSpacing="xs">
              <Table.Caption>Every member, in the order they joined</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Member</Table.Th>
                  <Table.Th scope="col">Role</Table.Th>
                  <Table.Th scope="col">Account</Table.Th>
                  <Table.Th scope="col">Change</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((member) => (
                  <MemberRow key={member.id} member={member} isYou={member.id === you} busy={!idle} onOpen={open} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListScreenLayout>
      <ConfirmActionDialog
        opened={confirming}
        title={text.title}
        confirmLabel={text.confirmLabel}
        tellsHeading={WHAT_HAPPENS}
        tells={text.tells}
        danger={text.danger}
        sending={sending}
        error={actionError}
        onConfirm={(form) => actions.send({ type: 'staff.confirm', fields: readFields(form) })}
        onClose={() => actions.send({ type: 'staff.close' })}
      >
        {action?.kind === 'add' && (
          <>
            <TextInput label="Name" name="name" required defaultValue={fields.name ?? ''} maxLength={TEXT_MAX.personName} error={fieldErrors.name} disabled={sending} data-autofocus />
            <TextInput label="Email" name="email" type="email" required defaultValue={fields.email ?? ''} maxLength={TEXT_MAX.email} error={fieldErrors.email} disabled={sending} />
          </>
        )}
        {(action?.kind === 'add' || action?.kind === 'role') && (
          <NativeSelect
            label="Role"
            name="role"
            required
            defaultValue={fields.role ?? (action.kind === 'role' ? action.member.role : 'support')}
            data={ROLE_CHOICES}
            error={fieldErrors.role}
            disabled={sending}
            {...(action.kind === 'role' ? { 'data-autofocus': true } : {})}
          />
        )}
      </ConfirmActionDialog>
      <NewMemberLinkDialog link={link} onClose={() => actions.send({ type: 'staff.close' })} />
    </>
  )
}

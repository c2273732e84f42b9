import { assertEvent, assign, enqueueActions, fromPromise, setup, type AnyActorRef } from 'xstate'
import { STAFF_SCREEN } from '../../contracts/admin/moderation-screens'
import { STAFF_ROLES, type AddStaffResponse, type StaffMember, type StaffRole } from '../../contracts/admin/staff'
import { EMAIL_PATTERN, validationMessages } from '../../contracts/form-rules'
import { checkForm, type FieldErrors } from '../../src/lib/validation'
import { messageOf } from '../services/admin-error'
import { staffService } from '../services/staff-service'

/** What an owner does on the staff screen: add a member, or change one's role, or disable or enable one. */
export type StaffAction =
  | { readonly kind: 'add' }
  | { readonly kind: 'role'; readonly member: StaffMember }
  | { readonly kind: 'disable'; readonly member: StaffMember }
  | { readonly kind: 'enable'; readonly member: StaffMember }

export type StaffField = 'name' | 'email' | 'role'
export type StaffFields = Readonly<Partial<Record<StaffField, string>>>

/** The one-time link of a member just added, shown once to pass on. */
export interface NewMemberLink {
  readonly name: string
  /** The path on the store's origin, with its token (`/admin/set-password#token=...`). */
  readonly path: string
}

export interface StaffActionsContext {
  /** The staff list's query actor, told to load again after each change. */
  readonly list: AnyActorRef | null
  readonly action: StaffAction | null
  readonly fields: StaffFields
  readonly fieldErrors: FieldErrors<StaffField>
  /** Why the last try failed (the server's words: a taken email, the last owner). */
  readonly error: string | null
  readonly link: NewMemberLink | null
  /** What the last change did, said once it is done. */
  readonly done: string | null
}

export type StaffActionsEvent =
  | { type: 'staff.open'; action: StaffAction }
  | { type: 'staff.confirm'; fields: StaffFields }
  | { type: 'staff.close' }

const isRole = (value: string | undefined): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value ?? '')

/** The marks of the fields an action needs: a new member's name, email and role; a role other than the member's. */
export function staffFieldErrors(action: StaffAction, fields: StaffFields): FieldErrors<StaffField> {
  if (action.kind === 'add') {
    const form = { name: fields.name ?? '', email: fields.email ?? '', role: isRole(fields.role) ? fields.role : '' }
    return checkForm(form, {
      required: ['name', 'email', 'role'],
      formats: [{ field: 'email', isValid: (email) => EMAIL_PATTERN.test(email.trim()), message: validationMessages.invalidEmail }],
    }).fieldErrors
  }
  if (action.kind === 'role' && (!isRole(fields.role) || fields.role === action.member.role)) return { role: STAFF_SCREEN.sameRole }
  return {}
}

/** Sends the action; answers what to say once done, and the link when a member was added. */
async function performStaffAction({ action, fields }: { action: StaffAction; fields: StaffFields }, signal: AbortSignal): Promise<{ done: string; link: NewMemberLink | null }> {
  if (action.kind === 'add') {
    const role = isRole(fields.role) ? fields.role : 'support'
    const answer: AddStaffResponse = await staffService.add({ name: (fields.name ?? '').trim(), email: (fields.email ?? '').trim(), role }, signal)
    return { done: STAFF_SCREEN.added(answer.staff.name), link: { name: answer.staff.name, path: answer.setPasswordPath } }
  }
  const { member } = action
  if (action.kind === 'role') {
    const role = isRole(fields.role) ? fields.role : member.role
    const changed = await staffService.update({ id: member.id, role }, signal)
    return { done: STAFF_SCREEN.roleChanged(changed.name, changed.role), link: null }
  }
  const disabled = action.kind === 'disable'
  const changed = await staffService.update({ id: member.id, disabled }, signal)
  return { done: disabled ? STAFF_SCREEN.disabled(changed.name) : STAFF_SCREEN.enabled(changed.name), link: null }
}

const closedAction = { action: null, fields: {}, fieldErrors: {}, error: null }

/**
 * The owners' staff screen (issue 29, points 1 and 9), in the back office's confirm-action
 * pattern: idle -> confirming (the dialog says what the change does: disabling ends the
 * member's sessions at once; adding gives a one-time link) -> sending -> idle, or back to
 * confirming with the server's reason. Adding ends in showingLink, where the link is shown once
 * to copy and pass on. Each change reloads the list.
 */
export const staffActionsMachine = setup({
  types: {
    context: {} as StaffActionsContext,
    events: {} as StaffActionsEvent,
    input: {} as { list?: AnyActorRef | null },
  },
  actors: {
    performStaffAction: fromPromise<{ done: string; link: NewMemberLink | null }, { action: StaffAction; fields: StaffFields }>(({ input, signal }) =>
      performStaffAction(input, signal),
    ),
  },
  guards: {
    areFieldsComplete: ({ context, event }) => {
      assertEvent(event, 'staff.confirm')
      return context.action !== null && Object.keys(staffFieldErrors(context.action, event.fields)).length === 0
    },
    hasLink: ({ event }) => 'output' in event && (event.output as { link: NewMemberLink | null }).link !== null,
  },
  actions: {
    reloadList: enqueueActions(({ context, enqueue }) => {
      if (context.list) enqueue.sendTo(context.list, { type: 'query.reload' })
    }),
  },
}).createMachine({
  id: 'staffActions',
  context: ({ input }) => ({ list: input.list ?? null, ...closedAction, link: null, done: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'staff.open': { target: 'confirming', actions: assign({ ...closedAction, link: null, done: null, action: ({ event }) => event.action }) },
      },
    },
    confirming: {
      on: {
        'staff.confirm': [
          { guard: 'areFieldsComplete', target: 'sending', actions: assign({ fields: ({ event }) => event.fields, fieldErrors: {}, error: null }) },
          {
            actions: assign({
              fields: ({ event }) => event.fields,
              fieldErrors: ({ context, event }) => (context.action ? staffFieldErrors(context.action, event.fields) : {}),
            }),
          },
        ],
        'staff.close': { target: 'idle', actions: assign(closedAction) },
      },
    },
    sending: {
      invoke: {
        id: 'performStaffAction',
        src: 'performStaffAction',
        input: ({ context }) => ({ action: context.action!, fields: context.fields }),
        onDone: [
          { guard: 'hasLink', target: 'showingLink', actions: [assign(({ event }) => ({ ...closedAction, done: event.output.done, link: event.output.link })), 'reloadList'] },
          { target: 'idle', actions: [assign(({ event }) => ({ ...closedAction, done: event.output.done })), 'reloadList'] },
        ],
        onError: { target: 'confirming', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    /** The new member's one-time link, shown once: closing it forgets it. */
    showingLink: {
      on: { 'staff.close': { target: 'idle', actions: assign({ link: null }) } },
    },
  },
})

import { assign, fromPromise, setup } from 'xstate'
import { validationMessages } from '../../contracts/form-rules'
import type { SupportRequest } from '../../contracts/support'
import { accountService } from '../services/account-service'
import { notifier, type Toast } from '../services/notifier'
import { checkForm, withoutFieldError, type FieldErrors, type FormCheck } from '../lib/validation'

export type SupportField = keyof SupportRequest

export interface SupportFormContext {
  readonly name: string
  readonly contactDetails: string
  readonly message: string
  /** The fields the last submit found blank, marked under each until the buyer edits it. */
  readonly fieldErrors: FieldErrors<SupportField>
}

export type SupportEvent =
  | { type: 'support.change'; field: SupportField; value: string }
  | { type: 'support.submit' }

const EMPTY_FORM: SupportFormContext = { name: '', contactDetails: '', message: '', fieldErrors: {} }

/** What is sent: the typed values without the blanks around them. */
export function supportRequestOf(context: SupportFormContext): SupportRequest {
  return { name: context.name.trim(), contactDetails: context.contactDetails.trim(), message: context.message.trim() }
}

/** SPEC 5: all three required (the contact may be an email or a phone, so it has no format rule). */
export function checkSupportForm(context: SupportFormContext): FormCheck<SupportField> {
  return checkForm(supportRequestOf(context), { required: ['name', 'contactDetails', 'message'], formats: [] })
}

/*
 * Every resting state takes typing and a submit alike. `reenter` makes a second blank submit
 * from `incomplete` run its entry again, so the user is told again.
 */
const formEvents = {
  'support.change': { actions: 'setField' },
  'support.submit': [
    { guard: 'isComplete', target: 'sending' },
    { target: 'incomplete', reenter: true, actions: 'markFields' },
  ],
} as const

/**
 * The support request form (SPEC 2 Support & Help, /contact-us; SPEC 5 and 8): name,
 * contactDetails and message are all required; a blank one shows 'Please fill all the fields',
 * is marked until the buyer edits it, and nothing is sent. While the request runs the form is
 * locked (`sending`); success clears it, failure keeps every typed character so the user can
 * try again.
 */
export const supportMachine = setup({
  types: {
    context: {} as SupportFormContext,
    events: {} as SupportEvent,
  },
  actors: {
    sendSupport: fromPromise<unknown, SupportRequest>(({ input, signal }) => accountService.support(input, signal)),
  },
  actions: {
    notify: (_, toast: Toast) => notifier.notify(toast),
    setField: assign(({ context, event }) =>
      event.type === 'support.change'
        ? { [event.field]: event.value, fieldErrors: withoutFieldError(context.fieldErrors, event.field) }
        : {},
    ),
    markFields: assign(({ context }) => ({ fieldErrors: checkSupportForm(context).fieldErrors })),
    clearForm: assign(() => EMPTY_FORM),
  },
  guards: {
    isComplete: ({ context }) => checkSupportForm(context).message === null,
  },
}).createMachine({
  id: 'support',
  context: EMPTY_FORM,
  initial: 'editing',
  states: {
    editing: { on: formEvents },
    /** A submit with a blank field: told so, nothing sent. */
    incomplete: {
      entry: { type: 'notify', params: { tone: 'error', message: validationMessages.fillAllFields } },
      on: formEvents,
    },
    sending: {
      invoke: {
        id: 'sendSupport',
        src: 'sendSupport',
        input: ({ context }) => supportRequestOf(context),
        onDone: {
          target: 'sent',
          actions: ['clearForm', { type: 'notify', params: { tone: 'success', message: 'Form submitted successfully!' } }],
        },
        onError: {
          target: 'failed',
          actions: { type: 'notify', params: { tone: 'error', message: 'Error submitting form. Please try again.' } },
        },
      },
    },
    /** Sent: the form is empty again, ready for another request. */
    sent: { on: formEvents },
    /** The server refused or could not be reached: the typed values stay. */
    failed: { on: formEvents },
  },
})

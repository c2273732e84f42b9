import { assign, emit, fromPromise, setup } from 'xstate'
import type { EditUserResponse, User } from '../../contracts/user'
import { accountService } from '../services/account-service'
import { notifier, type Toast } from '../services/notifier'

export type ProfileChanges = EditUserResponse['data']

export interface ProfileContext {
  readonly name: string
  /** 'YYYY-MM-DD' as the date picker gives it, or null when the user never set one. */
  readonly dob: string | null
  /** The newly chosen picture; null keeps the current one. */
  readonly picture: File | null
}

export type ProfileEvent =
  | { type: 'profile.nameChanged'; name: string }
  | { type: 'profile.dobChanged'; dob: string | null }
  | { type: 'profile.pictureChosen'; file: File }
  | { type: 'profile.pictureRemoved' }
  | { type: 'profile.save' }

/** Told to whoever listens (the view forwards it to the session) once the server accepted the changes. */
export type ProfileEmitted = { type: 'profile.saved'; changes: ProfileChanges }

export interface ProfileInput {
  readonly user: Pick<User, 'name' | 'dob'>
}

export interface SaveProfileInput {
  readonly name: string
  readonly dob: string | null
  readonly picture: File | null
}

/** Accepts '1990-05-12' and ISO date-times ('1990-05-12T00:00:00.000Z'); anything else counts as unset. */
export function toDateOnly(value: string | null | undefined): string | null {
  const match = value ? /^(\d{4}-\d{2}-\d{2})/.exec(value) : null
  return match ? match[1]! : null
}

/**
 * My Account's edit form (SPEC 2, User profile; SPEC 4, Profile save). Only name, date of birth
 * and an optional picture change; email and phone are read-only. Saving sends the multipart
 * edit-user call; on success it toasts 'Profile Updated', emits `profile.saved` with the
 * server's data (the view hands it to the session, which stores the user) and clears the chosen
 * picture; on failure it toasts 'Please Try Again' and keeps the form as it was.
 */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
    emitted: {} as ProfileEmitted,
  },
  actors: {
    saveProfile: fromPromise<ProfileChanges, SaveProfileInput>(({ input, signal }) =>
      accountService.editUser(
        { name: input.name, dob: input.dob ?? '', ...(input.picture ? { profile_pic: input.picture } : {}) },
        signal,
      ),
    ),
  },
  actions: {
    notify: (_, toast: Toast) => notifier.notify(toast),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ name: input.user.name, dob: toDateOnly(input.user.dob), picture: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'profile.nameChanged': { actions: assign({ name: ({ event }) => event.name }) },
        'profile.dobChanged': { actions: assign({ dob: ({ event }) => event.dob }) },
        'profile.pictureChosen': { actions: assign({ picture: ({ event }) => event.file }) },
        'profile.pictureRemoved': { actions: assign({ picture: null }) },
        'profile.save': 'saving',
      },
    },
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({ name: context.name, dob: context.dob, picture: context.picture }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context, event }) => ({
              name: event.output.name,
              dob: event.output.dob === undefined ? context.dob : toDateOnly(event.output.dob),
              picture: null,
            })),
            emit(({ event }) => ({ type: 'profile.saved' as const, changes: event.output })),
            { type: 'notify', params: { tone: 'success', message: 'Profile Updated' } },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'notify', params: { tone: 'error', message: 'Please Try Again' } },
        },
      },
    },
  },
})

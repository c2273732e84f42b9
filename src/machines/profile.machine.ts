import { assign, emit, fromPromise, setup } from 'xstate'
import { PICTURE_LONG_SIDE } from '../../contracts/upload-rules'
import type { EditUserResponse, User } from '../../contracts/user'
import { preparePicture, type PreparedPicture } from '../lib/picture-downscale'
import { accountService } from '../services/account-service'
import { notifier, type Toast } from '../services/notifier'
import { uploadRefusalReason } from '../services/upload-refusal'

export type ProfileChanges = EditUserResponse['data']

export interface ProfileContext {
  readonly name: string
  /** 'YYYY-MM-DD' as the date picker gives it, or null when the user never set one. */
  readonly dob: string | null
  /** The newly chosen picture, made ready to send (scaled down if it was large); null keeps the current one. */
  readonly picture: File | null
  /**
   * Why the last picture went nowhere, shown under the field: the storefront's refusal of a file
   * that is no picture, or the server's reason for refusing the save (issue 28, point 7).
   */
  readonly pictureRefusal: string | null
  /** Save was asked for while the chosen picture was being made ready: save once it is. */
  readonly saveWhenReady: boolean
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
 * picture; on failure it toasts 'Please Try Again' and keeps the form as it was, with the
 * server's reason under the picture when it refused one. A chosen picture is made ready first
 * (preparingPicture): refused if it is no picture, scaled down if it is large.
 */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
    emitted: {} as ProfileEmitted,
  },
  actors: {
    preparePicture: fromPromise<PreparedPicture, File>(({ input, signal }) => preparePicture(input, PICTURE_LONG_SIDE.profile, signal)),
    saveProfile: fromPromise<ProfileChanges, SaveProfileInput>(({ input, signal }) =>
      accountService.editUser(
        { name: input.name, dob: input.dob ?? '', ...(input.picture ? { profile_pic: input.picture } : {}) },
        signal,
      ),
    ),
  },
  actions: {
    notify: (_, toast: Toast) => notifier.notify(toast),
    setName: assign({ name: (_, name: string) => name }),
    setDob: assign({ dob: (_, dob: string | null) => dob }),
  },
  guards: {
    isRefused: (_, prepared: PreparedPicture) => prepared.kind === 'refused',
    isSaveAsked: ({ context }) => context.saveWhenReady,
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ name: input.user.name, dob: toDateOnly(input.user.dob), picture: null, pictureRefusal: null, saveWhenReady: false }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'profile.nameChanged': { actions: { type: 'setName', params: ({ event }) => event.name } },
        'profile.dobChanged': { actions: { type: 'setDob', params: ({ event }) => event.dob } },
        'profile.pictureChosen': 'preparingPicture',
        'profile.pictureRemoved': { actions: assign({ picture: null, pictureRefusal: null }) },
        'profile.save': 'saving',
      },
    },
    /**
     * The picked file is judged by its bytes and scaled down, from the moment it is picked; the
     * view shows no preview until it is a picture, and Save Changes as busy. A save asked for
     * meanwhile (Enter in a field) waits for it.
     */
    preparingPicture: {
      entry: assign({ picture: null, pictureRefusal: null }),
      invoke: {
        id: 'preparePicture',
        src: 'preparePicture',
        // only profile.pictureChosen enters this state
        input: ({ event }) => (event as Extract<ProfileEvent, { type: 'profile.pictureChosen' }>).file,
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => event.output },
            target: 'editing',
            actions: assign({
              pictureRefusal: ({ event }) => (event.output.kind === 'refused' ? event.output.message : null),
              saveWhenReady: false,
            }),
          },
          {
            guard: 'isSaveAsked',
            target: 'saving',
            actions: assign({ picture: ({ event }) => (event.output.kind === 'ready' ? event.output.file : null), saveWhenReady: false }),
          },
          { target: 'editing', actions: assign({ picture: ({ event }) => (event.output.kind === 'ready' ? event.output.file : null) }) },
        ],
      },
      on: {
        // typing goes on while the picture is made ready
        'profile.nameChanged': { actions: { type: 'setName', params: ({ event }) => event.name } },
        'profile.dobChanged': { actions: { type: 'setDob', params: ({ event }) => event.dob } },
        'profile.pictureChosen': { target: 'preparingPicture', reenter: true },
        'profile.pictureRemoved': { target: 'editing', actions: assign({ saveWhenReady: false }) },
        'profile.save': { actions: assign({ saveWhenReady: true }) },
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
              pictureRefusal: null,
            })),
            emit(({ event }) => ({ type: 'profile.saved' as const, changes: event.output })),
            { type: 'notify', params: { tone: 'success', message: 'Profile Updated' } },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            { type: 'notify', params: { tone: 'error', message: 'Please Try Again' } },
            // SPEC 8's toast stays as it is; the server's reason for refusing the picture goes under it
            assign({ pictureRefusal: ({ context, event }) => (context.picture ? uploadRefusalReason(event.error) : null) }),
          ],
        },
      },
    },
  },
})

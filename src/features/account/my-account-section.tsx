import '@mantine/dates/styles.css'
import { Button, Loader, Text, TextInput, Title } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { useSelector } from '@xstate/react'
import { useEffect, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import type { User } from '../../../contracts/user'
import { TEXT_MAX } from '../../../contracts/limits'
import { profileMachine } from '../../machines/profile.machine'
import { useScreenActor } from '../../state/machine-registry'
import { SessionContext, useSession, useSessionActor } from '../../state/session-context'
import classes from './my-account-section.module.css'
import { ProfilePictureField } from './profile-picture-field'

const today = () => new Date().toISOString().slice(0, 10)

/** My Account for the signed-in user; the route's login guard keeps visitors out. */
export function MyAccountSection() {
  const { user } = useSession()
  return user ? <MyAccountForm user={user} /> : null
}

/**
 * My Account (SPEC 2): name, date of birth and picture can change; email and phone are shown
 * read-only beside their Change buttons, which do nothing in the original and here (SPEC 2).
 */
function MyAccountForm({ user }: { user: User }) {
  const session = useSessionActor()
  const navigate = useNavigate()
  const input = { user }
  const profile = useScreenActor(profileMachine, input)
  const { name, dob, picture, pictureRefusal } = useSelector(profile, (s) => s.context)
  const saving = useSelector(profile, (s) => s.matches('saving'))
  const preparing = useSelector(profile, (s) => s.matches('preparingPicture'))
  const endingEverywhere = SessionContext.useSelector((s) => s.matches('endingEverywhere'))

  // the session stores the updated user (SPEC 4, Profile save)
  useEffect(() => {
    const subscription = profile.on('profile.saved', ({ changes }) => session.send({ type: 'session.userUpdated', changes }))
    return () => subscription.unsubscribe()
  }, [profile, session])

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    profile.send({ type: 'profile.save' })
  }

  const logOut = () => {
    navigate('/')
    session.send({ type: 'session.logout' })
  }

  return (
    <form className={classes.form} onSubmit={save} aria-label="My Account" aria-busy={saving || preparing}>
      <Title order={1} size="h2" className={classes.title}>
        My Account
      </Title>
      <div className={classes.picture}>
        <ProfilePictureField
          currentUrl={user.profile_pic}
          picked={picture}
          preparing={preparing}
          refusal={pictureRefusal}
          disabled={saving}
          onPick={(file) => profile.send({ type: 'profile.pictureChosen', file })}
          onRemovePick={() => profile.send({ type: 'profile.pictureRemoved' })}
        />
      </div>

      <div className={classes.fields}>
        <TextInput
          label="Name"
          name="name"
          autoComplete="name"
          maxLength={TEXT_MAX.personName}
          value={name}
          disabled={saving}
          onChange={(e) => profile.send({ type: 'profile.nameChanged', name: e.currentTarget.value })}
        />
        <DatePickerInput
          label="Date of Birth"
          placeholder="Pick your date of birth"
          value={dob}
          onChange={(value) => profile.send({ type: 'profile.dobChanged', dob: value })}
          maxDate={today()}
          valueFormat="DD MMM YYYY"
          clearable
          // Mantine's clear button has no name of its own (axe: button-name, critical)
          clearButtonProps={{ 'aria-label': 'Clear date of birth' }}
          disabled={saving}
        />
        <div className={classes.readOnlyRow}>
          <TextInput label="Email" value={user.email} readOnly />
          <Button type="button" variant="default">
            Change Email
          </Button>
        </div>
        <div className={classes.readOnlyRow}>
          <TextInput label="Phone Number" value={user.phone == null ? '' : String(user.phone)} readOnly />
          <Button type="button" variant="default">
            Change Phone Number
          </Button>
        </div>
      </div>

      {/* last in reading order; the grid lifts it beside the title above 800 px (SPEC 2) */}
      <div className={classes.actions}>
        {/* busy, yet pressable, while a picked picture is scaled down: a save then waits for it */}
        <Button type="submit" loading={saving} mod={{ busy: preparing }} className={classes.save}>
          Save Changes
          {preparing && <Loader size={18} color="white" className={classes.busy} aria-hidden />}
        </Button>
        {/* madder, not Mantine's red: red-6 on cotton measured 3.6:1 under axe (AA needs 4.5) */}
        <Button type="button" variant="outline" color="madder" onClick={logOut} disabled={saving || endingEverywhere}>
          LogOut
        </Button>
      </div>

      <div className={classes.sessions}>
        <Text size="sm" c="dimmed" id="log-out-everywhere-hint">
          Signed in on a phone or computer you no longer have? End every session, this one too.
        </Text>
        <Button
          type="button"
          variant="subtle"
          color="madder"
          aria-describedby="log-out-everywhere-hint"
          loading={endingEverywhere}
          disabled={saving}
          onClick={() => session.send({ type: 'session.logoutEverywhere' })}
        >
          Log out everywhere
        </Button>
      </div>
    </form>
  )
}

import { VisuallyHidden } from '@mantine/core'
import { locationMachine } from '../../machines/location.machine'
import { useScreenMachine } from '../../state/machine-registry'
import { MapPinIcon } from '../../ui/icons'
import classes from './header.module.css'

/**
 * 'postal code, city, country' from the IP-geolocation lookup (the machine does the call).
 * The line's box is always there, empty until the answer, so the header does not grow.
 */
export function LocationLine() {
  const [snapshot] = useScreenMachine(locationMachine)
  const line = snapshot.matches('located') ? snapshot.context.line : null
  return (
    <p className={classes.location}>
      {line && (
        <>
          <MapPinIcon size={13} />
          <span className={classes.locationText}>
            <VisuallyHidden>Your location: </VisuallyHidden>
            {line}
          </span>
        </>
      )}
    </p>
  )
}

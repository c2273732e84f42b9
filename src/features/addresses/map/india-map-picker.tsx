import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Switch.css'
import { Group, NativeSelect, Stack, Switch, Text } from '@mantine/core'
import { useCallback, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { CITIES } from '../../../lib/india-geo/cities'
import { locate, placeOfCity, STATE_REGIONS, type LocatedPlace } from '../../../lib/india-geo/locate'
import { MAINLAND_OUTLINE } from '../../../lib/india-geo/outline'
import { MAP_SIZE, parseRing, project, unproject, type LonLat } from '../../../lib/india-geo/projection'
import type { PickedPlace } from '../../../machines/address-form.machine'
import classes from './india-map.module.css'
import { StreetTiles } from './street-tiles'
import { useOnline } from './use-online'

const ISLANDS = ['Andaman and Nicobar Islands', 'Lakshadweep']

/** An SVG path through the projected ring. */
function pathOf(ring: readonly LonLat[]): string {
  return ring.map((p, i) => {
    const { x, y } = project(p)
    return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`
  }).join('') + 'Z'
}

// the drawing never changes: build its paths once per load of this module
const LAND_PATHS = [
  pathOf(parseRing(MAINLAND_OUTLINE)),
  ...STATE_REGIONS.filter((r) => ISLANDS.includes(r.name)).map((r) => pathOf(r.ring)),
]
const STATE_PATHS = STATE_REGIONS.map((r) => ({ name: r.name, d: pathOf(r.ring) }))
const CITY_POINTS = CITIES.map((c) => ({ name: c.name, ...project(c) }))
/** Where the keyboard cursor starts: the middle of India. */
const MAP_CENTRE: LonLat = { lon: 78.9, lat: 22.5 }
/** How far one arrow key press moves the cursor, in degrees (Shift moves further). */
const KEY_STEP = 0.5
const KEY_STEP_LARGE = 2
const ARROWS: Record<string, { dLon: number; dLat: number }> = {
  ArrowLeft: { dLon: -1, dLat: 0 },
  ArrowRight: { dLon: 1, dLat: 0 },
  ArrowUp: { dLon: 0, dLat: 1 },
  ArrowDown: { dLon: 0, dLat: -1 },
}
const CITY_OPTIONS = [...CITIES]
  .sort((a, b) => a.name.localeCompare(b.name))
  .map((c) => ({ value: c.name, label: `${c.name}, ${c.state}` }))

interface IndiaMapPickerProps {
  readonly picked: PickedPlace | null
  readonly disabled: boolean
  readonly onPick: (place: PickedPlace) => void
}

/**
 * Map mode of the address popups: a bundled map of India with its state borders and major
 * cities, drawn locally so it works offline. Clicking picks a point; its state and nearest city
 * are worked out here and fill the form. The city list is the keyboard's way to do the same.
 * When online, the buyer may lay street tiles under the borders.
 */
export function IndiaMapPicker({ picked, disabled, onPick }: IndiaMapPickerProps) {
  const online = useOnline()
  const [point, setPoint] = useState<LonLat | null>(null)
  const [cursor, setCursor] = useState<LonLat>(MAP_CENTRE)
  const [outside, setOutside] = useState(false)
  const [wantTiles, setWantTiles] = useState(false)
  const [tilesReady, setTilesReady] = useState(false)
  const [tilesFailed, setTilesFailed] = useState(false)
  const showTiles = online && wantTiles && !tilesFailed

  const choose = useCallback(
    (place: LocatedPlace, at: LonLat) => {
      setPoint(at)
      setOutside(false)
      onPick({ city: place.city, state: place.state, country: place.country })
    },
    [onPick],
  )

  const pickAt = (at: LonLat) => {
    const place = locate(at)
    if (place) choose(place, at)
    else setOutside(true)
  }

  // the keyboard's way: arrows move a cross over the map, Enter or Space picks under it
  const onMapKey = (e: KeyboardEvent<SVGSVGElement>) => {
    if (disabled) return
    const arrow = ARROWS[e.key]
    if (arrow) {
      e.preventDefault()
      const step = e.shiftKey ? KEY_STEP_LARGE : KEY_STEP
      setCursor((c) => ({ lon: c.lon + arrow.dLon * step, lat: c.lat + arrow.dLat * step }))
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      pickAt(cursor)
    }
  }

  const onMapClick = (e: MouseEvent<SVGSVGElement>) => {
    if (disabled) return
    const box = e.currentTarget.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return
    // the SVG keeps the drawing's aspect ratio, so the box scales uniformly to the drawing
    const at = unproject({
      x: ((e.clientX - box.left) / box.width) * MAP_SIZE.width,
      y: ((e.clientY - box.top) / box.height) * MAP_SIZE.height,
    })
    setCursor(at)
    pickAt(at)
  }

  const onCityChosen = (name: string) => {
    const city = CITIES.find((c) => c.name === name)
    if (city) {
      setCursor(city)
      choose(placeOfCity(city), city)
    }
  }

  const marker = point ? project(point) : null
  const cross = project(cursor)
  const chosenState = useMemo(() => STATE_PATHS.filter((s) => s.name === picked?.state), [picked?.state])
  const onTilesReady = useCallback(() => setTilesReady(true), [])
  const onTilesFailed = useCallback(() => setTilesFailed(true), [])

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" id="map-help">
        Click the map where the address is (or move the cross with the arrow keys and press Enter), or choose the
        nearest city from the list. City, state and country fill in for you.
      </Text>
      <div className={`${classes.frame} ${showTiles && tilesReady ? classes.withTiles : ''}`}>
        <svg
          className={classes.map}
          viewBox={`0 0 ${MAP_SIZE.width.toFixed(0)} ${MAP_SIZE.height.toFixed(0)}`}
          style={{ aspectRatio: `${MAP_SIZE.width} / ${MAP_SIZE.height}` }}
          role="button"
          tabIndex={disabled ? -1 : 0}
          aria-disabled={disabled || undefined}
          aria-label={picked ? `Map of India, ${picked.city}, ${picked.state} picked` : 'Map of India'}
          aria-describedby="map-help"
          data-disabled={disabled || undefined}
          onClick={onMapClick}
          onKeyDown={onMapKey}
        >
          {showTiles && <StreetTiles onReady={onTilesReady} onFailure={onTilesFailed} />}
          {LAND_PATHS.map((d, i) => (
            <path key={i} d={d} className={classes.land} />
          ))}
          {STATE_PATHS.map((s, i) => (
            <path key={`${s.name}-${i}`} d={s.d} className={classes.border} />
          ))}
          {chosenState.map((s, i) => (
            <path key={`chosen-${i}`} d={s.d} className={classes.chosenState} />
          ))}
          {CITY_POINTS.map((c) => (
            <circle key={c.name} cx={c.x} cy={c.y} r={2.2} className={classes.cityDot} />
          ))}
          <g className={classes.cross} aria-hidden="true">
            <path d={`M${cross.x - 9},${cross.y}h18M${cross.x},${cross.y - 9}v18`} />
          </g>
          {marker && picked && (
            <g>
              <circle cx={marker.x} cy={marker.y} r={7} className={classes.marker} />
              <text x={marker.x + 10} y={marker.y + 5} className={classes.markerLabel}>
                {picked.city}
              </text>
            </g>
          )}
        </svg>
        {showTiles && tilesReady && <span className={classes.attribution}>© OpenStreetMap contributors</span>}
      </div>
      <div aria-live="polite">
        {outside ? (
          <Text size="sm" c="madder.7">
            That point is outside India. Please pick a place inside India.
          </Text>
        ) : picked ? (
          <Text size="sm">
            Picked: {picked.city}, {picked.state}, {picked.country}
          </Text>
        ) : null}
      </div>
      <Group align="flex-end" gap="md" wrap="wrap">
        <NativeSelect
          label="Nearest city"
          value={picked && CITIES.some((c) => c.name === picked.city) ? picked.city : ''}
          onChange={(e) => onCityChosen(e.currentTarget.value)}
          disabled={disabled}
          data={[{ value: '', label: 'Choose a city', disabled: true }, ...CITY_OPTIONS]}
          style={{ flex: '1 1 14rem' }}
        />
        {online && (
          <Switch
            label={tilesFailed ? 'Street map unavailable' : 'Show street map'}
            checked={showTiles}
            disabled={tilesFailed}
            onChange={(e) => {
              setWantTiles(e.currentTarget.checked)
              setTilesReady(false)
            }}
          />
        )}
      </Group>
    </Stack>
  )
}

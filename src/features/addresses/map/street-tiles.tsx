import { useEffect, useState } from 'react'
import { MAP_ZOOM, TILE_SIZE, tilesCoveringMap } from '../../../lib/india-geo/projection'

const TILES = tilesCoveringMap()

/** OpenStreetMap's standard tiles (Web Mercator, like the bundled drawing). */
const tileUrl = (x: number, y: number) => `https://tile.openstreetmap.org/${MAP_ZOOM}/${x}/${y}.png`

interface StreetTilesProps {
  /** Told once every tile has loaded. */
  readonly onReady: () => void
  /** Told if any tile fails, so the map can fall back to the bundled drawing alone. */
  readonly onFailure: () => void
}

/**
 * Street tiles under the drawn borders, shown only once every tile has loaded: a half-loaded
 * or broken tile never shows, the bundled map stays visible until then.
 */
export function StreetTiles({ onReady, onFailure }: StreetTilesProps) {
  const [loaded, setLoaded] = useState(0)
  const ready = loaded === TILES.length
  useEffect(() => {
    if (ready) onReady()
  }, [ready, onReady])
  return (
    <g opacity={ready ? 1 : 0} aria-hidden="true">
      {TILES.map((tile) => (
        <image
          key={`${tile.x}/${tile.y}`}
          href={tileUrl(tile.x, tile.y)}
          x={tile.at.x}
          y={tile.at.y}
          width={TILE_SIZE}
          height={TILE_SIZE}
          onLoad={() => setLoaded((n) => n + 1)}
          onError={onFailure}
        />
      ))}
    </g>
  )
}

/*
 * The map's projection: Web Mercator at a fixed zoom, in pixels, so the bundled drawing and
 * the standard 256 px street tiles (shown on top when online) line up exactly.
 */
export interface LonLat {
  readonly lon: number
  readonly lat: number
}

export interface MapPoint {
  readonly x: number
  readonly y: number
}

/** The zoom level the map is drawn at: India is about 700 px wide. */
export const MAP_ZOOM = 5
export const TILE_SIZE = 256

/** What the map shows: mainland India and its islands, with a little sea around them. */
export const MAP_BOUNDS = { west: 67.5, east: 98, north: 37.6, south: 6 } as const

const worldSize = TILE_SIZE * 2 ** MAP_ZOOM

function worldX(lon: number): number {
  return ((lon + 180) / 360) * worldSize
}

function worldY(lat: number): number {
  const phi = (lat * Math.PI) / 180
  return ((1 - Math.asinh(Math.tan(phi)) / Math.PI) / 2) * worldSize
}

/** The map's top-left corner in world pixels. */
export const MAP_ORIGIN: MapPoint = { x: worldX(MAP_BOUNDS.west), y: worldY(MAP_BOUNDS.north) }

export const MAP_SIZE = {
  width: worldX(MAP_BOUNDS.east) - MAP_ORIGIN.x,
  height: worldY(MAP_BOUNDS.south) - MAP_ORIGIN.y,
} as const

/** A place to a point of the map (pixels from its top-left corner). */
export function project({ lon, lat }: LonLat): MapPoint {
  return { x: worldX(lon) - MAP_ORIGIN.x, y: worldY(lat) - MAP_ORIGIN.y }
}

/** A point of the map back to the place under it. */
export function unproject({ x, y }: MapPoint): LonLat {
  const wx = x + MAP_ORIGIN.x
  const wy = y + MAP_ORIGIN.y
  const lon = (wx / worldSize) * 360 - 180
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * wy) / worldSize))) * 180) / Math.PI
  return { lon, lat }
}

export interface Tile {
  readonly x: number
  readonly y: number
  /** Where the tile's top-left corner sits on the map. */
  readonly at: MapPoint
}

/** The street tiles that cover the map at MAP_ZOOM. */
export function tilesCoveringMap(): Tile[] {
  const first = { x: Math.floor(MAP_ORIGIN.x / TILE_SIZE), y: Math.floor(MAP_ORIGIN.y / TILE_SIZE) }
  const last = {
    x: Math.floor((MAP_ORIGIN.x + MAP_SIZE.width) / TILE_SIZE),
    y: Math.floor((MAP_ORIGIN.y + MAP_SIZE.height) / TILE_SIZE),
  }
  const tiles: Tile[] = []
  for (let y = first.y; y <= last.y; y++) {
    for (let x = first.x; x <= last.x; x++) {
      tiles.push({ x, y, at: { x: x * TILE_SIZE - MAP_ORIGIN.x, y: y * TILE_SIZE - MAP_ORIGIN.y } })
    }
  }
  return tiles
}

/** A ring of 'lon,lat lon,lat ...' text (how the bundled shapes are written) as places. */
export function parseRing(text: string): LonLat[] {
  return text
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [lon, lat] = pair.split(',').map(Number)
      return { lon: lon ?? 0, lat: lat ?? 0 }
    })
}

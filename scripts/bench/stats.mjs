/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values) {
  const finite = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (finite.length === 0) return Number.NaN
  const middle = Math.floor(finite.length / 2)
  return finite.length % 2 ? finite[middle] : (finite[middle - 1] + finite[middle]) / 2
}

/** The median of each named figure over a list of measurements: { [key]: median(list[i][key]) }. */
export function mediansOf(list, keys) {
  return Object.fromEntries(keys.map((key) => [key, median(list.map((item) => item[key]))]))
}

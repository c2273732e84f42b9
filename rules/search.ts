/*
 * A search that forgives (issue 28, point 4; docs/decisions/0021-forgiving-search.md). The
 * listing finds a product whose text holds the search as typed; a word the catalogue does not
 * know is also read as the catalogue's closest words ('lenin' as 'linen'), each reading a
 * spelling of the search to look for. Both backends take the spellings from here, so they find
 * and rank the same products: the fake backend looks for them in its products, the server with
 * LIKE on the trigram index of products.search_text.
 *
 * The catalogue's vocabulary is every run of four or more ASCII letters of the products' names,
 * sub-categories and category names, lower-cased. The server keeps it in the table search_words,
 * filled by triggers on products with the same regular expression (migration 0008).
 */

/** A run of letters the vocabulary is made of, and what a search is read as. */
const VOCABULARY_WORD = /[A-Za-z]{4,}/g

/** Words shorter than this are taken as typed: too short to tell a slip from another word. */
export const MIN_CORRECTED_LENGTH = 4
/** Longer words are taken as typed, so one word's work stays small whatever is sent. */
export const MAX_CORRECTED_LENGTH = 24
/** At most this many words of one search are corrected; any further ones are taken as typed. */
export const MAX_CORRECTED_WORDS = 6
/** At most this many spellings of one search are looked for, the search as typed among them. */
export const MAX_SPELLINGS = 8
/** At most this many equally close words stand for one word. */
const MAX_TIED_WORDS = 3

/** How many edits a word of this length may be away from the catalogue's word: 1 at four letters, 2 from five. */
export function editsAllowed(length: number): number {
  if (length < MIN_CORRECTED_LENGTH || length > MAX_CORRECTED_LENGTH) return 0
  return length === MIN_CORRECTED_LENGTH ? 1 : 2
}

/** How far the suggestion for a search that found nothing may reach: one edit further. */
function suggestionReach(length: number): number {
  const allowed = editsAllowed(length)
  return allowed === 0 ? 0 : allowed + 1
}

/**
 * The edits (a letter left out, added, changed, or two side by side swapped) that turn `a` into
 * `b`: optimal string alignment distance. Stops early and answers `max + 1` once it is over `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowBest = i
    for (let j = 1; j <= b.length; j++) {
      const changed = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + changed)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1)
      current[j] = value
      rowBest = Math.min(rowBest, value)
    }
    // every later row is at least this row's best: the words are already too far apart
    if (rowBest > max) return max + 1
    before = previous
    previous = current
  }
  return Math.min(previous[b.length] ?? 0, max + 1)
}

/** How many letters one word has that the other lacks, counted both ways ('lenin' and 'linen': 0; 'lenin' and 'denim': 4). */
function lettersApart(a: string, b: string): number {
  const counts = new Map<string, number>()
  for (const letter of a) counts.set(letter, (counts.get(letter) ?? 0) + 1)
  for (const letter of b) counts.set(letter, (counts.get(letter) ?? 0) - 1)
  let apart = 0
  for (const count of counts.values()) apart += Math.abs(count)
  return apart
}

/** The catalogue's words of one text: its runs of four or more letters, lower-cased. */
export function vocabularyWordsOf(text: string): string[] {
  return (text.match(VOCABULARY_WORD) ?? []).map((word) => word.toLowerCase())
}

/** What a product's vocabulary is read from. */
export interface NamedProduct {
  readonly name: string
  readonly subCategory?: string | undefined
  readonly category: readonly { readonly categoryName: string }[]
}

/** The catalogue's vocabulary: the words of its products' names, sub-categories and category names, once each, sorted. */
export function vocabularyOf(products: readonly NamedProduct[]): string[] {
  const words = new Set<string>()
  for (const p of products) {
    for (const text of [p.name, p.subCategory ?? '', ...p.category.map((c) => c.categoryName)]) {
      for (const word of vocabularyWordsOf(text)) words.add(word)
    }
  }
  return [...words].sort()
}

/** A word of the search, where it stands in the search. */
interface SearchWord {
  readonly word: string
  readonly start: number
}

/** The search's words of letters, each where it stands (the search is already lower-cased). */
function wordsOfSearch(search: string): SearchWord[] {
  return [...search.matchAll(/[a-z]+/g)].map((m) => ({ word: m[0], start: m.index }))
}

/**
 * The lengths of the vocabulary's words a search can be corrected to, or null when it has no
 * word to correct: a backend may read just these words of its vocabulary (edits change a
 * length by at most their number) and plan the same search as with all of them.
 */
export function vocabularyLengths(search: string): { readonly min: number; readonly max: number } | null {
  let min = Number.POSITIVE_INFINITY
  let max = 0
  for (const { word } of wordsOfSearch(search)) {
    const reach = suggestionReach(word.length)
    if (reach === 0) continue
    min = Math.min(min, word.length - reach)
    max = Math.max(max, word.length + reach)
  }
  return max === 0 ? null : { min: Math.max(min, MIN_CORRECTED_LENGTH), max }
}

/** A word of the vocabulary standing for a word of the search. */
interface Reading {
  readonly word: string
  readonly edits: number
  readonly lettersApart: number
}

/**
 * The vocabulary's words closest to `word`, at most `reach` edits away: the fewest edits first,
 * then the fewest letters apart ('lenin' reads as 'linen' before 'denim'), and only those as close
 * as the closest (at most MAX_TIED_WORDS of them, in alphabetical order).
 */
function closestReadings(word: string, vocabulary: readonly string[], reach: number): Reading[] {
  let closest: Reading[] = []
  for (const candidate of vocabulary) {
    const edits = editDistance(word, candidate, reach)
    if (edits > reach) continue
    const reading = { word: candidate, edits, lettersApart: lettersApart(word, candidate) }
    const best = closest[0]
    const order = best ? reading.edits - best.edits || reading.lettersApart - best.lettersApart : -1
    if (order < 0) closest = [reading]
    else if (order === 0) closest.push(reading)
  }
  return closest.sort((a, b) => (a.word < b.word ? -1 : 1)).slice(0, MAX_TIED_WORDS)
}

/** The search with some of its words put in place of others. */
function respell(search: string, replacements: readonly (SearchWord & { readonly by: string })[]): string {
  let text = ''
  let from = 0
  for (const { word, start, by } of replacements) {
    text += search.slice(from, start) + by
    from = start + word.length
  }
  return text + search.slice(from)
}

/** 'Linen', 'Georgette Saree': a spelling as the catalogue writes its names. */
export function asName(spelling: string): string {
  return spelling.replace(/[a-z]+/g, (word) => word.charAt(0).toUpperCase() + word.slice(1))
}

/** What a search looks for. */
export interface SearchPlan {
  /** The spellings to look for, closest first: the search as typed, then its corrections. */
  readonly spellings: readonly string[]
  /** When nothing at all is found: the closest spelling within one more edit, as a name; null when there is none. */
  readonly fallback: string | null
}

/**
 * What a search (trimmed, lower-cased) looks for, given the catalogue's vocabulary (or at least
 * its words of vocabularyLengths' lengths). A word of the vocabulary, or too short or too long to
 * correct, is taken as typed. Each other word (the first MAX_CORRECTED_WORDS of them) is also read
 * as its closest vocabulary words within editsAllowed. The spellings are every choice of those
 * readings, ranked by their edits in all, then their letters apart, then alphabetically; the
 * first MAX_SPELLINGS are kept, the search as typed always first.
 */
export function planSearch(search: string, vocabulary: readonly string[]): SearchPlan {
  const known = new Set(vocabulary)
  const unknown = wordsOfSearch(search)
    .filter(({ word }) => editsAllowed(word.length) > 0 && !known.has(word))
    .slice(0, MAX_CORRECTED_WORDS)
  const slots = unknown.map((w) => ({ ...w, readings: closestReadings(w.word, vocabulary, editsAllowed(w.word.length)) })).filter((s) => s.readings.length > 0)

  // every choice of a reading (or the word as typed) per word, the all-typed one aside
  type Choice = { readonly replacements: (SearchWord & { by: string })[]; readonly edits: number; readonly lettersApart: number }
  let choices: Choice[] = [{ replacements: [], edits: 0, lettersApart: 0 }]
  for (const slot of slots) {
    choices = choices.flatMap((choice) => [
      choice,
      ...slot.readings.map((r) => ({
        replacements: [...choice.replacements, { word: slot.word, start: slot.start, by: r.word }],
        edits: choice.edits + r.edits,
        lettersApart: choice.lettersApart + r.lettersApart,
      })),
    ])
  }
  const corrected = choices
    .filter((c) => c.replacements.length > 0)
    .map((c) => ({ ...c, spelling: respell(search, c.replacements) }))
    .sort((a, b) => a.edits - b.edits || a.lettersApart - b.lettersApart || (a.spelling < b.spelling ? -1 : a.spelling > b.spelling ? 1 : 0))
  const spellings = [...new Set([search, ...corrected.map((c) => c.spelling)])].slice(0, MAX_SPELLINGS)

  const far = unknown.flatMap((w) => {
    const [best] = closestReadings(w.word, vocabulary, suggestionReach(w.word.length))
    return best ? [{ ...w, by: best.word }] : []
  })
  return { spellings, fallback: far.length > 0 ? asName(respell(search, far)) : null }
}

/** Which of the plan's spellings a product's texts (lower-cased) hold first: its closeness, 0 as typed; null when none. */
export function closenessIn(texts: readonly string[], plan: SearchPlan): number | null {
  const index = plan.spellings.findIndex((spelling) => texts.some((text) => text.includes(spelling)))
  return index === -1 ? null : index
}

/**
 * The answer's suggestion for a search: the spelling everything found came from when none of it
 * was found as typed, the plan's fallback when nothing was found, and none otherwise.
 * `closestFound`: the least closeness among the products found (every filter applied); null when none.
 */
export function suggestionOf(plan: SearchPlan, closestFound: number | null): string | undefined {
  if (closestFound === null) return plan.fallback ?? undefined
  const spelling = plan.spellings[closestFound]
  return closestFound > 0 && spelling !== undefined ? asName(spelling) : undefined
}

/** LIKE treats % and _ as wildcards (and \ as their escape): what a person searches for is literal text. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The LIKE pattern of text found anywhere in a value. */
export const containing = (text: string): string => `%${escapeLike(text)}%`

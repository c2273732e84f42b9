/** The line under a long text field: how much of its maximum (contracts/limits.ts) is used. */
export const charactersUsed = (text: string, max: number): string => `${text.length} / ${max} characters`

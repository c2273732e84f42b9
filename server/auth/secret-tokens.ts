import { createHash, randomBytes } from 'node:crypto'

/*
 * Random bearer secrets that the server keeps only as a hash: a staff session's cookie value and
 * a set-password link's token (issue 29). A copy of the tables they are kept in opens nothing.
 */

/** 32 bytes from the operating system's random source, base64url (43 characters, cookie- and URL-safe). */
export const newSecretToken = (): string => randomBytes(32).toString('base64url')

/**
 * What is stored of a token, and what a presented token is looked up by: its SHA-256 in hex. A
 * 256-bit random value cannot be guessed or found from its hash, so it needs neither a salt nor
 * a slow hash (unlike a password), and a lookup by hash is one index probe.
 */
export const storedTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex')

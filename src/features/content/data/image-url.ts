/** Address of a content image in public/images, honouring the app's base path. */
export function imageUrl(file: string): string {
  return `${import.meta.env.BASE_URL}images/${file}`
}

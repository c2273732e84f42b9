/** The landing hero's woven background, the landing's largest paint (hero.module.css draws it). */
export const HERO_IMAGE = `${import.meta.env.BASE_URL}images/hero-weave.svg`

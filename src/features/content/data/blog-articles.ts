import type { BlogArticle } from '../../../../contracts/content'
import { imageUrl } from './image-url'

/*
 * The six static articles of SPEC 2 (/blogs), newest first. Paragraphs are separated by a
 * blank line; the card excerpt folds them into one run of text.
 */
export const blogArticles: readonly BlogArticle[] = [
  {
    date: '2025-03-03',
    title: 'Sustainable Fabrics: What Makes a Textile Truly Green',
    image: imageUrl('blog-sustainable-fabrics.svg'),
    description:
      'A fabric is only as sustainable as the slowest, dirtiest step in its making. Fibre matters, but so do the water used in dyeing, the energy of the mill and how long the finished cloth lasts in use.\n\n' +
      'Start with the fibre. Organic cotton, linen, hemp and lyocell from certified forests need far less irrigation and fewer chemicals than conventional cotton or virgin polyester. Recycled polyester keeps bottles out of landfill, but it still sheds microfibres, so it suits bags and outerwear better than everyday shirts.\n\n' +
      'Then ask about processing. Low-impact reactive dyes, effluent treatment plants and closed-loop solvent recovery are what separate a careful mill from a careless one. Ask your supplier for test reports and certificates, not adjectives.\n\n' +
      'Finally, buy for durability. A tightly woven cloth with a good hand feel that lasts five years is greener than a "natural" fabric that pills after five washes.',
  },
  {
    date: '2025-03-01',
    title: 'Cotton versus Linen: Choosing the Right Fabric for the Season',
    image: imageUrl('blog-cotton-linen.svg'),
    description:
      'Cotton and linen are both plant fibres, yet they behave very differently on the body and on the cutting table.\n\n' +
      'Linen comes from the flax stalk. Its long fibres make a crisp, strong cloth that wicks moisture and dries quickly, which is why it feels cool in an Indian summer. It creases easily and softens with every wash, so it suits relaxed shirts, kurtas, table linen and curtains where a lived-in look is welcome.\n\n' +
      'Cotton comes from the seed boll. Its shorter fibres spin into anything from airy voile to dense twill, it takes dye evenly and it is gentler on the budget. Choose a combed cotton poplin or cambric for structured shirting and a cotton-linen blend when you want linen\'s texture with fewer wrinkles.\n\n' +
      'For buyers, check the GSM and construction on the swatch: the same fibre can feel completely different at 90 and at 180 grams per square metre.',
  },
  {
    date: '2025-02-27',
    title: 'Bamboo Fabric: Soft, Breathable and Worth a Closer Look',
    image: imageUrl('blog-bamboo-fabric.svg'),
    description:
      'Bamboo grows fast without irrigation, but most "bamboo fabric" is bamboo viscose: the plant is dissolved into pulp and regenerated as a fibre. The result is silky, breathable and very absorbent, ideal for innerwear, baby clothing and towels. Look for closed-loop lyocell processing, which recovers its solvents, and ask for the certification that proves it. Blends with organic cotton add strength and keep the soft hand feel.',
  },
  {
    date: '2025-02-25',
    title: 'Caring for Delicate Fabrics: Silk, Chiffon and Lace',
    image: imageUrl('blog-delicate-care.svg'),
    description:
      'Delicate fabrics fail for three reasons: heat, friction and harsh chemistry. Control those three and a silk saree or a chiffon dupatta will outlive the fashion that made you buy it.\n\n' +
      'Wash by hand in cool water with a pH-neutral detergent, or use the machine\'s delicate cycle with the garment inside a mesh bag. Never wring: roll the piece in a clean towel and press the water out. Dry flat or on a padded hanger in the shade, because sunlight fades natural dyes and weakens silk fibres.\n\n' +
      'Iron on the reverse at the lowest setting, with a pressing cloth between the iron and any zari or embroidery. Store folded in muslin rather than plastic so the fibres can breathe, and refold along different lines every few months to prevent permanent creases.\n\n' +
      'Test any new detergent or stain remover on a hidden seam first.',
  },
  {
    date: '2025-02-23',
    title: 'Wool Beyond Winter: Worsted, Woollen and Merino',
    image: imageUrl('blog-wool.svg'),
    description:
      'Wool regulates temperature, resists wrinkles and absorbs moisture without feeling damp. Worsted wool is combed and tightly spun into smooth suiting; woollen yarn is carded and lofty, made for tweeds and blankets. Fine merino, under 19 microns, is soft enough for next-to-skin wear in every season. When sourcing, compare micron count, twist and finish, and ask whether the cloth is shrink-resistant treated.',
  },
  {
    date: '2025-02-20',
    title: 'Organic Cotton: From Certified Farm to Finished Fabric',
    image: imageUrl('blog-organic-cotton.svg'),
    description:
      'Organic cotton is grown from non-genetically-modified seed without synthetic pesticides or fertilisers. Farmers rotate crops and use compost to keep the soil alive, and most organic cotton in India is rain-fed, which spares groundwater.\n\n' +
      'The label only means something if every step after the farm is certified too. A recognised organic textile standard follows the fibre through ginning, spinning, weaving and dyeing, and limits the chemicals each unit may use. Ask your supplier for the transaction certificate of your lot, not just a logo on the swatch card.\n\n' +
      'Organic cotton behaves like conventional cotton on the cutting table, so patterns and finishing need no change. It costs a little more, but it gives brands a claim they can prove and a supply chain that will still stand in ten years.',
  },
]

/** The query key Read More sets: /blogs?article=<slug>. */
export const BLOG_ARTICLE_PARAM = 'article'

/** A URL-safe name for an article, used in /blogs?article=... links. */
export function blogSlug(article: BlogArticle): string {
  return article.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** Where Read More leads: /blogs with the article featured. */
export function blogArticlePath(article: BlogArticle): string {
  return `/blogs?${BLOG_ARTICLE_PARAM}=${blogSlug(article)}`
}

/** Paragraphs of an article's full text. */
export function paragraphsOf(article: BlogArticle): string[] {
  return article.description.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p !== '')
}

import content from '../content.module.css'
import { skills, skillsTitle } from '../data/landing-content'
import { SectionHeading } from '../shared/section-heading'
import layouts from './section-layouts.module.css'
import styles from './skills-section.module.css'

/** The four skill percentages (SPEC 1), each a meter with its own accessible name. */
export function SkillsSection() {
  return (
    <section className={content.section} aria-labelledby="skills-title">
      <div className={`${content.container} ${layouts.halves}`}>
        <SectionHeading
          id="skills-title"
          eyebrow="Our Strength"
          title={skillsTitle}
          lead="Half a century of trading has taught us what buyers value most: a plan that works, feedback that is heard and service that turns up on time."
        />
        <ul className={styles.list}>
          {skills.map((skill, index) => {
            // SPEC 1 lists 'Strategy' twice, so the position keeps the keys apart
            const labelId = `skill-${index}`
            return (
              <li key={labelId}>
                <div className={styles.row}>
                  <span id={labelId}>{skill.title}</span>
                  <span className={styles.value}>{skill.value}%</span>
                </div>
                <div
                  className={styles.track}
                  role="meter"
                  aria-labelledby={labelId}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Number(skill.value)}
                  aria-valuetext={`${skill.value}%`}
                >
                  <div className={styles.bar} style={{ width: `${skill.value}%` }} />
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}

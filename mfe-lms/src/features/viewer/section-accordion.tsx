import type { CourseSection } from '@aspire/contracts/lms';
import { useId } from 'react';
import styles from './section-accordion.module.css';

type Props = {
  sections: CourseSection[];
  completed: ReadonlySet<string>;
  currentId: string;
  open: number | null;
  onToggle: (index: number) => void;
  onSelect: (unitId: string) => void;
};

/**
 * The course's sections as an accordion (WAI-ARIA pattern: heading buttons with aria-expanded), one
 * section open at a time; each lists its learning units, completed ones ticked.
 */
export function SectionAccordion({ sections, completed, currentId, open, onToggle, onSelect }: Props) {
  const id = useId();
  return (
    <nav className={styles.accordion} aria-label="Course sections">
      {sections.map((section, index) => {
        const expanded = open === index;
        const done = section.learningUnits.filter((unit) => completed.has(unit.id)).length;
        return (
          <div key={section.title} className={styles.section} data-open={expanded || undefined}>
            <h2 className={styles.heading}>
              <button
                type="button"
                id={`${id}-h${index}`}
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={`${id}-p${index}`}
                onClick={() => onToggle(index)}
              >
                <span className={styles.sectionNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={styles.sectionText}>
                  <span className={styles.sectionTitle}>{section.title}</span>
                  <span className={styles.sectionMeta}>
                    {done} of {section.learningUnits.length} completed
                  </span>
                </span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </h2>
            <section id={`${id}-p${index}`} aria-labelledby={`${id}-h${index}`} hidden={!expanded}>
              <ol className={styles.units}>
                {section.learningUnits.map((unit) => {
                  const isDone = completed.has(unit.id);
                  const isCurrent = unit.id === currentId;
                  return (
                    <li key={unit.id}>
                      <button
                        type="button"
                        className={styles.unit}
                        aria-current={isCurrent ? 'true' : undefined}
                        data-done={isDone || undefined}
                        onClick={() => onSelect(unit.id)}
                      >
                        <span className={styles.mark} aria-hidden="true">
                          {isDone ? '✓' : unit.kind === 'video' ? '▶' : '¶'}
                        </span>
                        <span className={styles.unitText}>
                          <span className={styles.unitTitle}>{unit.title}</span>
                          <span className={styles.unitMeta}>
                            {unit.kind === 'video'
                              ? `Video · ${unit.duration}`
                              : `Reading · ${unit.duration}`}
                            {isDone && <span className={styles.doneText}> · Completed</span>}
                          </span>
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ol>
            </section>
          </div>
        );
      })}
    </nav>
  );
}

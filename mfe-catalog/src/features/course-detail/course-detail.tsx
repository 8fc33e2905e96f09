import type { Course } from '@aspire/contracts/catalog';
import { Link } from 'react-router-dom';
import styles from './course-detail.module.css';

/** DD-MM-YYYY as shown, with a machine-readable date. */
const isoDate = (date: string) => date.split('-').reverse().join('-');

function Stars() {
  return (
    <p className={styles.stars} role="img" aria-label="Rated 5 out of 5 stars">
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z" />
        </svg>
      ))}
    </p>
  );
}

/**
 * Every part of the course page of spec section 2 (the public page, and the editor's preview of a
 * draft; the page's title and structured data are the public page's own, `PublishedCourse`).
 */
export function CourseDetail({ course }: { course: Course }) {
  return (
    <article className={styles.page} aria-labelledby="course-title">
      <header className={styles.hero}>
        <img
          className={styles.heroImage}
          src={course.image}
          alt=""
          width={1200}
          height={600}
          fetchPriority="high"
        />
        <div className={styles.heroText}>
          <p className={styles.meta}>
            {course.duration} · {course.location}
            {course.offer && <span className={styles.offer}>{course.offer}</span>}
          </p>
          <h1 id="course-title" className={styles.title}>
            {course.title}
          </h1>
          <Stars />
          <p className={styles.desc}>{course.desc}</p>
          <div className={styles.heroActions}>
            <a className={styles.secondary} href={course.brochurePdf} target="_blank" rel="noopener">
              Download Brochure<span className="visually-hidden"> (PDF, opens in a new tab)</span>
            </a>
            <Link className={styles.primary} to={`/admission-form?course=${course.id}`}>
              Apply Now
            </Link>
          </div>
        </div>
      </header>

      <section className={styles.section} aria-labelledby="values-heading">
        <h2 id="values-heading">Value you get</h2>
        <ul className={styles.values}>
          {course.values.map((value, index) => (
            <li key={value.heading} className={styles.value}>
              <span className={styles.valueNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>{value.heading}</h3>
              <p>{value.desc}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.section} ${styles.certificate}`} aria-labelledby="certificate-heading">
        <img
          src={course.certificate}
          alt={`Sample certificate of completion for ${course.title}`}
          width={1000}
          height={700}
          loading="lazy"
          decoding="async"
        />
        <div>
          <h2 id="certificate-heading">Certificate</h2>
          <p className={styles.certificateNote}>Certificate will be provided after completing the course.</p>
          <p>{course.certificateDesc}</p>
        </div>
      </section>

      <div className={`${styles.section} ${styles.columns}`}>
        <section aria-labelledby="curriculum-heading">
          <h2 id="curriculum-heading">Curriculum</h2>
          <ol className={styles.timeline}>
            {course.curriculum.map((block) => (
              <li key={block.title} className={styles.block}>
                <h3>{block.title}</h3>
                <p>{block.desc}</p>
                <h4 className="visually-hidden">Learning units</h4>
                <ul className={styles.units}>
                  {block.learningUnits.map((unit) => (
                    <li key={unit}>{unit}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>
        <aside className={styles.highlights} aria-labelledby="highlights-heading">
          <h2 id="highlights-heading">Course Highlights</h2>
          <ul>
            {course.programFee.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <Link className={styles.primary} to={`/enquiry-form?course=${course.id}`}>
            Enquire Now
          </Link>
        </aside>
      </div>

      <section className={styles.section} aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">Students Review</h2>
        <ul className={styles.reviews}>
          {course.reviews.map((review) => (
            <li key={`${review.name}-${review.date}`} className={styles.review}>
              <figure>
                <blockquote>
                  <p>{review.comment}</p>
                </blockquote>
                <figcaption className={styles.reviewer}>
                  <img src={review.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
                  <span>
                    <strong>{review.name}</strong>
                    <span className={styles.qualification}>{review.qualification}</span>
                    <time dateTime={isoDate(review.date)}>{review.date}</time>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

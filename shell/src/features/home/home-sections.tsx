import type { HomeContent } from '@aspire/contracts/home';
import { Link } from 'react-router-dom';
import styles from './home.module.css';

/** The counts section of spec section 2, as the web editors set them; while they load, its space held. */
export function Counts({ counts }: { counts: HomeContent['counts'] | undefined }) {
  return (
    <section className={styles.counts} aria-labelledby="counts-title">
      <h2 id="counts-title" className="visually-hidden">
        Aspire in numbers
      </h2>
      <ul aria-busy={counts === undefined}>
        {counts
          ? counts.map((count) => (
              <li key={count.label}>
                <strong>{count.value}</strong>
                <span>{count.label}</span>
              </li>
            ))
          : [1, 2, 3, 4].map((place) => (
              <li key={place} aria-hidden="true">
                <strong>&nbsp;</strong>
                <span>&nbsp;</span>
              </li>
            ))}
      </ul>
    </section>
  );
}

/** Why Aspire, with a short film we host (captions included). */
export function WhyAspire() {
  return (
    <section className={styles.why} aria-labelledby="why-title">
      <div className={styles.whyText}>
        <h2 id="why-title">Why Aspire?</h2>
        <p>
          For more than twenty-five years Aspire has taught Islamic studies alongside psychology, business and
          Arabic, so that students leave with both a sound degree and a grounded faith.
        </p>
        <ul className={styles.ticks}>
          <li>Scholars and university-trained faculty teaching side by side</li>
          <li>Campuses in Chennai and Bengaluru, and every course online</li>
          <li>Scholarships for students who need them, decided on verification</li>
          <li>Free courses and community workshops open to everyone</li>
        </ul>
        <Link className={styles.button} to="/glance">
          Aspire at a glance
        </Link>
      </div>
      <div className={styles.video}>
        <video
          controls
          preload="none"
          poster="/media/why-aspire-poster.svg"
          width="640"
          height="360"
          aria-describedby="why-title"
        >
          <source src="/media/why-aspire.webm" type="video/webm" />
          <track kind="captions" src="/media/why-aspire.vtt" srcLang="en" label="English" default />
          Your browser cannot play this video. It shows why students choose Aspire: 25+ years of teaching,
          faith and scholarship side by side, degrees, diplomas and free courses, on campus and online.
        </video>
      </div>
    </section>
  );
}

const AFFILIATIONS = [
  { src: '/assets/affiliations/deccan.svg', name: 'Deccan University of Islamic Sciences' },
  { src: '/assets/affiliations/coromandel.svg', name: 'Coromandel Open University' },
  { src: '/assets/affiliations/alnoor.svg', name: 'Al-Noor International University' },
  { src: '/assets/affiliations/kaveri.svg', name: 'Kaveri University of Social Sciences' },
];

/** The four universities our programmes are affiliated with. */
export function Affiliations() {
  return (
    <section className={styles.affiliations} aria-labelledby="affiliations-title">
      <h2 id="affiliations-title">Affiliations</h2>
      <ul>
        {AFFILIATIONS.map((item) => (
          <li key={item.name}>
            <img src={item.src} alt={item.name} width="360" height="120" loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
}

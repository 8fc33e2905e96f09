import { Link } from 'react-router-dom';
import styles from './puc.module.css';

const POINTS = [
  {
    heading: 'Who it is for',
    text: 'Students who have passed the 10th Standard, or who left school and now want to complete the 12th, including girls who prefer a supportive, modest environment.',
  },
  {
    heading: 'What you study',
    text: 'Commerce or Humanities subjects for the board examinations, with English, and daily classes in Quran recitation, basic Arabic and Islamic studies.',
  },
  {
    heading: 'How you are supported',
    text: 'Small classes, weekly tests, mock examinations, one-to-one academic help and guidance for degree admissions after the 12th.',
  },
  {
    heading: 'Where and when',
    text: 'On campus in Chennai and Bengaluru over 12 months, or online with live evening classes for students who study from home.',
  },
];

/** The static PUC / 12th Std introduction (spec section 2); its Contact Us leads to the enquiry form. */
export function PucIntro() {
  return (
    <div className={styles.wrap}>
      <section className={styles.intro} aria-labelledby="puc-about">
        <h2 id="puc-about">Finish school with confidence, and with your faith</h2>
        <p>
          The Pre-University Course (PUC) and 12th Standard programme at Aspire prepares students for the
          board examinations through the open schooling system while giving them a firm grounding in the Quran
          and the essentials of Islam. In one focused year, students complete their schooling and are ready to
          move on to a degree, whether with us in Islamic Studies, Psychology or Business Administration, or
          at any university.
        </p>
      </section>
      <ul className={styles.points}>
        {POINTS.map((point) => (
          <li key={point.heading}>
            <h3>{point.heading}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
      <section className={styles.cta} aria-labelledby="puc-next">
        <h2 id="puc-next">Talk to our admissions team</h2>
        <p>
          Ask about eligibility, the streams, fees and financial support. We reply within two working days.
        </p>
        <div className={styles.actions}>
          <Link className={styles.primary} to="/enquiry-form?course=4">
            Contact Us
          </Link>
          <Link className={styles.secondary} to="/course/4">
            See the course details
          </Link>
        </div>
      </section>
    </div>
  );
}

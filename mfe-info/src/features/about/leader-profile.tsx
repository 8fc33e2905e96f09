import type { Leader } from '@aspire/contracts/info';
import layout from '../../components/layout.module.css';
import styles from './about.module.css';

/** An office bearer as Leadership shows them: portrait, name, title and message. */
export function LeaderProfile({ leader, index }: { leader: Leader; index: number }) {
  return (
    <article className={styles.leader}>
      <img
        src={leader.image}
        alt={`Portrait of ${leader.name}`}
        width={400}
        height={400}
        loading={index ? 'lazy' : 'eager'}
      />
      <div className={layout.prose}>
        <h2>{leader.name}</h2>
        <p className={styles.role}>{leader.title}</p>
        {leader.message.map((p) => (
          <p key={p.slice(0, 30)}>{p}</p>
        ))}
      </div>
    </article>
  );
}

/** The Chairman's message as its own page shows it: the message, signed with name and title. */
export function ChairmanMessage({ chairman }: { chairman: Leader }) {
  return (
    <div className={styles.leader}>
      <img
        src={chairman.image}
        alt={`Portrait of ${chairman.name}`}
        width={400}
        height={400}
        className={styles.portrait}
      />
      <div className={`${layout.prose} ${styles.message}`}>
        {chairman.message.map((p) => (
          <p key={p.slice(0, 30)}>{p}</p>
        ))}
        <p className={styles.signature}>{chairman.name}</p>
        <p className={styles.role}>{chairman.title}</p>
      </div>
    </div>
  );
}

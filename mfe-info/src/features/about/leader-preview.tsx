import type { Leader } from '@aspire/contracts/info';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import styles from './about.module.css';
import { ChairmanMessage, LeaderProfile } from './leader-profile.tsx';

/** The office bearer as Leadership shows them; the Chairman also as the Chairman's Message page does. */
export function LeaderPreview({ item }: { item: Leader }) {
  return (
    <>
      <p className={desk.hint}>On Leadership:</p>
      <div className={styles.leaders}>
        <LeaderProfile leader={item} index={0} />
      </div>
      {item.role === 'chairman' && (
        <>
          <p className={desk.hint}>On Chairman’s Message:</p>
          <ChairmanMessage chairman={item} />
        </>
      )}
    </>
  );
}

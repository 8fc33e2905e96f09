import type { Faculty } from '@aspire/contracts/info';
import layout from '../../components/layout.module.css';
import { FacultyCard } from './faculty-card.tsx';

/** The faculty member as Our Faculties shows them: their profile card. */
export function FacultyPreview({ item }: { item: Faculty }) {
  return (
    <div className={layout.grid}>
      <FacultyCard person={item} index={0} />
    </div>
  );
}

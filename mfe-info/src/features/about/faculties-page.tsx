import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { useQuery } from '@tanstack/react-query';
import { ListSection } from '../../components/list-section.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { FacultyCard } from './faculty-card.tsx';
import { facultyQuery } from './queries.ts';

/** /faculties: faculty profiles with their qualifications. */
export function FacultiesPage() {
  usePageMeta({
    title: 'Our Faculties',
    description:
      'Meet the scholars, psychologists and business teachers of Aspire College, with their qualifications.',
  });
  const faculty = useQuery(facultyQuery());
  return (
    <>
      <PageHero
        title="Our Faculties"
        eyebrow="People of Aspire"
        banner="people"
        intro="Scholars trained in the classical sciences and teachers with university qualifications, who know their students by name."
      />
      <ListSection label="Faculty profiles" query={faculty} what="the faculty profiles">
        {(person, i) => <FacultyCard key={person.id} person={person} index={i} />}
      </ListSection>
    </>
  );
}

import type { CourseSummary } from '@aspire/contracts/catalog';

/**
 * The course filter's choices: one per course slug (what a record carries), named by its on-campus
 * title (an online twin shares the slug); a slug several programmes share (the diplomas) is named by
 * the slug itself.
 */
export function courseOptions(courses: CourseSummary[]): { slug: string; label: string }[] {
  const bySlug = new Map<string, CourseSummary[]>();
  for (const course of courses) bySlug.set(course.slug, [...(bySlug.get(course.slug) ?? []), course]);
  return [...bySlug]
    .map(([slug, group]) => {
      const onCampus = group.filter((course) => course.category !== 'online');
      const named = onCampus.length > 0 ? onCampus : group;
      return { slug, label: named.length === 1 ? named[0]!.title : humanised(slug) };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}

const humanised = (slug: string) => {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

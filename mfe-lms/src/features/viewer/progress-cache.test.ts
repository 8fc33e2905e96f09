import type { CourseDetail, ProgressItem, UnitProgress } from '@aspire/contracts/lms';
import { describe, expect, it } from 'vitest';
import { withCompletedUnits, withCourseProgress } from './progress-cache.ts';

const unit = (id: string, completed: boolean) => ({
  id,
  title: id,
  duration: '5 min read',
  kind: 'reading' as const,
  completed,
});

const course: CourseDetail = {
  course: { slug: 'bsc-psychology', title: 'BSc Psychology' },
  detail: {
    sections: [
      { title: 'One', learningUnits: [unit('u1', true), unit('u2', false)] },
      { title: 'Two', learningUnits: [unit('u3', false)] },
    ],
  },
  lastUnitId: 'u1',
};

const item = (course_id: string, progress_rate: number, courseId = 2): ProgressItem => ({
  course_id,
  status: 'not_completed',
  progress_rate,
  startDate: '2026-06-01',
  endDate: '2029-04-30',
  courseId,
  title: 'B.Sc. Psychology',
  awaitingSignOff: false,
  certificate: null,
});

const answer: UnitProgress = {
  course_id: 'bsc-psychology',
  status: 'not_completed',
  progress_rate: 66,
  startDate: '2026-06-01',
  endDate: '2029-04-30',
  completedUnitIds: ['u1', 'u3'],
  lastUnitId: 'u3',
};

describe('a unit progress answer in the cache', () => {
  it('marks exactly the answered units completed in the course, keeping the rest', () => {
    const updated = withCompletedUnits(course, answer);
    const completed = updated.detail.sections.flatMap((s) => s.learningUnits.map((u) => [u.id, u.completed]));
    expect(completed).toEqual([
      ['u1', true],
      ['u2', false],
      ['u3', true],
    ]);
    expect(updated.course).toEqual(course.course);
    expect(updated.lastUnitId).toBe('u1');
  });

  it("updates only that course's status and rate in the dashboard's list", () => {
    const other = item('diploma-programme', 25);
    const list = withCourseProgress([item('bsc-psychology', 33), other], {
      ...answer,
      status: 'completed',
      progress_rate: 100,
    });
    expect(list).toEqual([{ ...item('bsc-psychology', 100), status: 'completed' }, other]);
  });

  it('updates both twins of a course, which share its content and so its progress', () => {
    const campus = item('bsc-psychology', 33, 2);
    const online = item('bsc-psychology', 33, 14);
    const list = withCourseProgress([campus, online], answer);
    expect(list.map((entry) => [entry.courseId, entry.progress_rate])).toEqual([
      [2, 66],
      [14, 66],
    ]);
  });
});

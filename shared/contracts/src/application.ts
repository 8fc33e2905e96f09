import { z } from 'zod';
import { guardianSchema, visitSourceSchema } from './admissions.ts';
import { ADMISSION_MODES } from './catalog.ts';
import { emailSchema } from './email.ts';
import { phoneSchema } from './phone.ts';

/**
 * The admission and enquiry forms share one shape (spec section 3, "Admission"). The spec's `queries` is
 * sent as `message`. `idempotencyKey` is a UUID the form generates once per fill; it may also come in
 * the `Idempotency-Key` header. A student under 18 (`minor`) names a parent or guardian, whose consent
 * is asked by e-mail (DPDP Act 2023, section 9); `source` is where the visitor came from.
 */
export const applicationSchema = z
  .object({
    studentName: z
      .string('Student name is required')
      .trim()
      .min(2, 'Enter the student name (at least 2 letters)')
      .max(80, 'Student name is too long (80 characters at most)'),
    email: z.string('Email is required').trim().min(1, 'Email is required').pipe(emailSchema),
    mobileNumber: z
      .string('Mobile number is required')
      .trim()
      .min(1, 'Mobile number is required')
      .pipe(phoneSchema),
    gender: z.enum(['Male', 'Female'], 'Choose Male or Female'),
    message: z
      .string('Message is required')
      .trim()
      .min(1, 'Message is required')
      .max(2000, 'Message is too long (2000 characters at most)'),
    courseId: z.number('Course must be a course number').int().min(1).max(18, 'Unknown course').optional(),
    location: z.string('Location must be text').trim().max(60, 'Location is too long').optional(),
    admissionMode: z.enum(ADMISSION_MODES, 'Admission mode must be on-campus or online').optional(),
    idempotencyKey: z.uuid('Idempotency key must be a UUID').optional(),
    source: visitSourceSchema.optional(),
    minor: z.boolean('Say whether the student is under 18').optional(),
    guardian: guardianSchema.optional(),
  })
  .superRefine((form, context) => {
    if (!form.minor || form.guardian) return;
    for (const [field, message] of [
      ['name', "Enter the parent or guardian's name"],
      ['email', "Enter the parent or guardian's email"],
      ['phone', "Enter the parent or guardian's phone number"],
    ] as const)
      context.addIssue({ code: 'custom', path: ['guardian', field], message });
  });
export type Application = z.infer<typeof applicationSchema>;
export type ApplicationInput = z.input<typeof applicationSchema>;

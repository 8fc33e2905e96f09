import { ApiFailure, failureSummary } from '@aspire/client/api-failure';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ComponentProps,
  type FormEvent,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useRef,
} from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  get,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
  useFormContext,
  useFormState,
  useWatch,
} from 'react-hook-form';
import type { z } from 'zod';
import styles from './form.module.css';

/**
 * The library's hooks for fields the kit has no control for (a list of pictures, a list editor): taken
 * from here, so they find the form the kit's Form provides (an app's own copy of the library would not).
 */
export { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
export { styles as formStyles };

const SUMMARY = 'root.server' as const;

/**
 * A form's state (react-hook-form). With `schema` (the contract's zod schema, the one the service
 * validates with) fields are checked in the browser first, with the same messages the service gives.
 */
export function useApiForm<T extends FieldValues>(
  options: { schema?: z.ZodType<T>; defaultValues?: DefaultValues<T> } = {},
) {
  return useForm<T>({
    // The schema's input and output types may differ (defaults, coercion); the form holds its input.
    resolver: options.schema ? (zodResolver(options.schema as never) as unknown as Resolver<T>) : undefined,
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}

type FormProps<T extends FieldValues> = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  form: UseFormReturn<T>;
  /** Sends the values; a thrown ApiFailure's field errors go under their fields, its message above. */
  onSubmit: (values: T) => Promise<unknown> | unknown;
  /** Said above the form when the failure is not an ApiFailure. */
  fallbackError?: string;
  children: ReactNode;
};

/**
 * The one form of the site: no browser validation bubbles, the submit guarded while busy, the
 * service's field errors shown under their fields (focus on the first), a summary line above, and the
 * visitor's input kept whatever happens.
 */
export function Form<T extends FieldValues>({
  form,
  onSubmit,
  fallbackError = 'Something went wrong. Please try again.',
  children,
  className,
  ...rest
}: FormProps<T>) {
  const element = useRef<HTMLFormElement>(null);
  const send = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const failure = error instanceof ApiFailure ? error : new ApiFailure(0, fallbackError);
      const fields = Object.entries(failure.errors).filter(([name]) => name !== '_');
      for (const [name, message] of fields) form.setError(name as Path<T>, { type: 'server', message });
      form.setError(SUMMARY as never, { type: String(failure.status), message: failureSummary(failure) });
      // After React has drawn the errors: the first field named, or else the summary, takes the focus.
      setTimeout(() => {
        const target = fields[0]
          ? element.current?.querySelector<HTMLElement>(`[name="${CSS.escape(fields[0][0])}"]`)
          : element.current?.querySelector<HTMLElement>('[data-form-alert]');
        target?.focus();
      });
    }
  });
  // Each attempt starts clean: the last answer's errors (some may name no field on the page) would
  // otherwise keep react-hook-form from sending again.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // One send at a time, whatever presses Enter or the button while an answer is awaited.
    if (form.formState.isSubmitting) return event.preventDefault();
    form.clearErrors();
    return send(event);
  };
  return (
    <FormProvider {...form}>
      <form ref={element} noValidate className={className ?? styles.form} onSubmit={submit} {...rest}>
        {children}
      </form>
    </FormProvider>
  );
}

/** The form's summary line (the service's message), where the form's author places it. */
export function FormAlert({ className }: { className?: string }) {
  const { errors } = useFormState();
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <p className={className ?? styles.error} role="alert" tabIndex={-1} data-form-alert>
      {message}
    </p>
  );
}

type Common = { name: string; label: ReactNode; hint?: ReactNode; className?: string };
type InputField = Common & { as?: 'input' } & InputHTMLAttributes<HTMLInputElement>;
type TextareaField = Common & { as: 'textarea' } & TextareaHTMLAttributes<HTMLTextAreaElement>;
type SelectField = Common & { as: 'select'; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>;

/**
 * A labelled control registered with the surrounding Form: its hint and its error are tied to it
 * (`aria-describedby`), the error shown in red under it and the control marked invalid.
 */
export function Field(props: InputField | TextareaField | SelectField) {
  const { name, label, hint, className, as = 'input', ...control } = props;
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    // A refusal that names no field (a wrong password) may still mark the fields it concerns.
    'aria-invalid': error ? true : control['aria-invalid'],
    'aria-describedby': described,
    ...register(name),
  };
  return (
    <div className={className ?? styles.field}>
      <label htmlFor={id}>{label}</label>
      {as === 'textarea' ? (
        <textarea {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...shared} />
      ) : as === 'select' ? (
        <select {...(control as SelectHTMLAttributes<HTMLSelectElement>)} {...shared} />
      ) : (
        <input {...(control as InputHTMLAttributes<HTMLInputElement>)} {...shared} />
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A group of radio buttons (one value) or checkboxes (a list of values) registered under `name`, in a
 * fieldset whose legend names it, with the field's error under the group.
 */
export function Choices({
  name,
  legend,
  type,
  options,
  className,
  choiceClassName,
}: {
  name: string;
  legend: ReactNode;
  type: 'radio' | 'checkbox';
  options: readonly { value: string; label: ReactNode }[];
  className?: string;
  choiceClassName?: string;
}) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const errorId = `${useId()}-error`;
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={choiceClassName}>
          <input
            type={type}
            value={option.value}
            aria-invalid={error ? true : undefined}
            {...register(name)}
          />{' '}
          {option.label}
        </label>
      ))}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The current value of a field of the surrounding Form (a part of the form that shows or hides with it). */
export const useFieldValue = (name: string): unknown => useWatch({ name });

/** The submit button: disabled and relabelled while the form is being sent. */
export function Submit({
  busyLabel,
  children,
  className,
  ...button
}: ComponentProps<'button'> & { busyLabel: string }) {
  const { isSubmitting } = useFormState();
  return (
    <button type="submit" className={className ?? styles.submit} disabled={isSubmitting} {...button}>
      {isSubmitting ? busyLabel : children}
    </button>
  );
}

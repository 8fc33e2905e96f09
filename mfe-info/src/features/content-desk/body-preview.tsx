import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { useFieldValue } from '@aspire/ui/form.tsx';
import { useId, useState } from 'react';
import { MarkdownText } from '../../components/markdown-text.tsx';
import styles from './content-desk.module.css';

/** The post's text as it is typed, drawn as the post's page draws it, for checking its Markdown. */
export function BodyPreview() {
  const [open, setOpen] = useState(false);
  const body = String(useFieldValue('body') ?? '');
  const regionId = useId();
  return (
    <div>
      <button
        type="button"
        className={desk.secondary}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
      >
        Preview the text
      </button>
      {open && (
        <section id={regionId} aria-label="The text as it will look" className={styles.bodyPreview}>
          {body.trim() ? <MarkdownText text={body} /> : <p className={desk.hint}>Nothing written yet.</p>}
        </section>
      )}
    </div>
  );
}

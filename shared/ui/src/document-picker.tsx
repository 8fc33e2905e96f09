import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPE, type DocumentAsset } from '@aspire/contracts/media';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type MediaLibraryApi, MediaLibraryDialog } from './media-library.tsx';
import styles from './picture-list.module.css';
import { reason } from './save-state.tsx';
import { documentRefusal, fileSize, inMegabytes } from './upload-checks.ts';

/** What is known of the chosen document beyond its address (nothing, for one a record already had). */
type Details = { name: string; pages: number; bytes: number };

const pagesOf = (pages: number) => (pages === 1 ? '1 page' : `${pages} pages`);

/**
 * A record's one PDF (a magazine issue): uploaded with the file picker, checked in the browser first
 * (its type and size), or chosen from the library; shown with a link to open it, and removed with a
 * button. `upload` sends the file to whichever service keeps it; `value` is the document's address.
 */
export function DocumentPicker({
  legend,
  hint,
  value,
  onChange,
  upload,
  error,
  onBusyChange,
  library,
}: {
  legend: string;
  hint?: string;
  value: string | null;
  onChange: (url: string | null) => void;
  upload: (file: File) => Promise<DocumentAsset>;
  /** The form's word on the document (none chosen). */
  error?: string;
  /** Told when an upload starts and when it has ended (a form waits for it before saving). */
  onBusyChange?: (busy: boolean) => void;
  library?: MediaLibraryApi;
}) {
  const id = useId();
  const [details, setDetails] = useState<Details | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [said, setSaid] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);

  const busyChanged = useRef(onBusyChange);
  busyChanged.current = onBusyChange;
  const busy = uploading !== null;
  useEffect(() => {
    busyChanged.current?.(busy);
  }, [busy]);

  const choose = (url: string, chosen: Details) => {
    onChange(url);
    setDetails(chosen);
    setRefusal(null);
    setSaid(`${chosen.name} chosen: ${pagesOf(chosen.pages)}.`);
  };

  const send = (file: File) => {
    const refused = documentRefusal(file);
    setRefusal(refused);
    if (refused) return;
    setUploading(file.name);
    upload(file).then(
      (asset) => {
        setUploading(null);
        choose(asset.url, { name: file.name, pages: asset.pages, bytes: asset.bytes });
      },
      (failure: unknown) => {
        setUploading(null);
        setRefusal(`${file.name} was not added: ${reason(failure)}`);
      },
    );
  };

  const remove = () => {
    onChange(null);
    setDetails(null);
    setSaid('The document was removed.');
    fileInput.current?.focus();
  };

  const hintId = `${id}-hint`;
  const refusalId = `${id}-refusal`;
  const errorId = `${id}-error`;
  const described = [hintId, refusal ? refusalId : '', error ? errorId : ''].filter(Boolean).join(' ');
  let shown: ReactNode = null;
  if (value)
    shown = (
      <div className={styles.item}>
        <span className={styles.name}>
          <a href={value} target="_blank" rel="noopener">
            {details ? `Open ${details.name}` : 'Open the current PDF'}
          </a>
          {details && (
            <span className={styles.uploading}>
              {pagesOf(details.pages)} · {fileSize(details.bytes)}
            </span>
          )}
        </span>
        <span className={styles.buttons}>
          <button type="button" className={styles.button} onClick={remove}>
            Remove<span className="visually-hidden"> the document</span>
          </button>
        </span>
      </div>
    );
  return (
    <fieldset className={styles.pictures} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <p id={hintId} className={styles.hint}>
        One PDF of up to {inMegabytes(DOCUMENT_MAX_BYTES)}.{hint ? ` ${hint}` : ''}
      </p>
      {shown}
      {uploading && <p className={styles.uploading}>Uploading {uploading}…</p>}
      <div className={styles.add}>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={DOCUMENT_TYPE}
          className="visually-hidden"
          disabled={busy}
          aria-describedby={described}
          aria-invalid={refusal || error ? true : undefined}
          onChange={(event) => {
            const [file] = event.target.files ?? [];
            if (file) send(file);
            event.target.value = '';
          }}
        />
        <label htmlFor={`${id}-file`} className={styles.addLabel}>
          {value ? 'Upload another PDF' : 'Upload a PDF'}
        </label>
        {library && (
          <button type="button" className={styles.button} disabled={busy} onClick={() => setChoosing(true)}>
            Choose from the library
          </button>
        )}
      </div>
      {refusal && (
        <p id={refusalId} className={styles.error}>
          {refusal}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
      {library && (
        <MediaLibraryDialog
          api={library}
          kind="document"
          open={choosing}
          onClose={() => setChoosing(false)}
          onChoose={(item) =>
            choose(item.url, { name: item.name, pages: item.pages ?? 0, bytes: item.bytes })
          }
        />
      )}
    </fieldset>
  );
}

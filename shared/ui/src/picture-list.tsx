import { MEDIA_MAX_BYTES, MEDIA_TYPES, type MediaLibraryItem, mediaVariant } from '@aspire/contracts/media';
import { type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type MediaLibraryApi, MediaLibraryDialog } from './media-library.tsx';
import styles from './picture-list.module.css';
import { reason } from './save-state.tsx';
import { inMegabytes, PICTURE_TYPE_NAMES, pictureRefusal } from './upload-checks.ts';

/** A file on its way to the store, or one that did not get there (`retry`: sending it again may help). */
type Upload = { key: number; file: File; failed: string | null; retry: boolean };
type Move = 'earlier' | 'later';
/** Where the focus goes once the list is drawn again: a picture's button (or the add control). */
type FocusTarget = { index: number; action: Move | 'retry' | 'remove' } | 'add';

const plural = (count: number) => (count === 1 ? '1 picture' : `${count} pictures`);

/**
 * A record's pictures in order, the first being the main one: added with the file picker or dropped,
 * several at once, each uploading on its own (a failure says why and offers Retry); moved earlier or
 * later and removed with buttons, each change read out. `upload` sends one file to whichever service
 * keeps it and answers its address, so the list knows no service; `value` is the addresses uploaded.
 * With `library`, pictures uploaded before can be chosen too; `onChooseFromLibrary` is told which (a
 * form fills the picture's description from the library's).
 */
export function PictureList({
  legend,
  hint,
  value,
  onChange,
  upload,
  max,
  error,
  onBusyChange,
  library,
  onChooseFromLibrary,
}: {
  legend: string;
  hint?: ReactNode;
  value: readonly string[];
  onChange: (urls: string[]) => void;
  upload: (file: File) => Promise<string>;
  max: number;
  /** The form's word on the pictures (none added, too many). */
  error?: string;
  /** Told when uploads start and when the last one has ended (a form waits for them before saving). */
  onBusyChange?: (busy: boolean) => void;
  library?: MediaLibraryApi;
  onChooseFromLibrary?: (item: MediaLibraryItem) => void;
}) {
  const id = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [said, setSaid] = useState('');
  const [leftOut, setLeftOut] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const addControl = useRef<HTMLInputElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  const nextKey = useRef(0);
  // The addresses as last set: several uploads may end before the form draws the list again.
  const latest = useRef(value);
  latest.current = value;
  const change = (urls: string[]) => {
    latest.current = urls;
    onChange(urls);
  };

  const busy = uploads.some((item) => item.failed === null);
  const busyChanged = useRef(onBusyChange);
  busyChanged.current = onBusyChange;
  useEffect(() => {
    busyChanged.current?.(busy);
  }, [busy]);

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const items = list.current?.querySelectorAll('[data-picture]') ?? [];
    const item = target === 'add' ? undefined : items[Math.min(target.index, items.length - 1)];
    // The button pressed, unless the picture reached an end (then the other way), or else Remove; with
    // no picture left there, the add control.
    const order = target === 'add' ? [] : [target.action, 'earlier', 'later', 'remove'];
    const button = order
      .map((action) => item?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`))
      .find((found) => found && !found.disabled);
    (button ?? addControl.current)?.focus();
  });

  const send = (key: number, file: File) => {
    upload(file).then(
      (url) => {
        setUploads((items) => items.filter((item) => item.key !== key));
        change([...latest.current, url]);
        setSaid(`${file.name} added as picture ${latest.current.length}.`);
      },
      (failure: unknown) => {
        const why = reason(failure);
        setUploads((items) =>
          items.map((item) => (item.key === key ? { ...item, failed: why, retry: true } : item)),
        );
        setSaid(`${file.name} was not added: ${why}`);
      },
    );
  };

  // Files uploading, or failed but worth sending again, keep their place.
  const holding = uploads.filter((item) => item.failed === null || item.retry).length;
  const add = (files: readonly File[]) => {
    const room = Math.max(0, max - latest.current.length - holding);
    const taken = files.slice(0, room);
    setLeftOut(
      files.length > room
        ? `At most ${plural(max)}: ${files.length - room === 1 ? '1 file was' : `${files.length - room} files were`} left out.`
        : null,
    );
    const started = taken.map((file) => {
      const refusal = pictureRefusal(file);
      return { key: nextKey.current++, file, failed: refusal, retry: false };
    });
    setUploads((items) => [...items, ...started]);
    for (const item of started) if (item.failed === null) send(item.key, item.file);
  };

  const retry = (key: number) => {
    const item = uploads.find((each) => each.key === key);
    if (!item) return;
    setUploads((items) => items.map((each) => (each.key === key ? { ...each, failed: null } : each)));
    setSaid(`Sending ${item.file.name} again.`);
    focusNext.current = 'add';
    send(key, item.file);
  };
  const dismiss = (key: number, index: number) => {
    setUploads((items) => items.filter((item) => item.key !== key));
    focusNext.current = { index, action: 'remove' };
  };

  const move = (index: number, way: Move) => {
    const to = way === 'earlier' ? index - 1 : index + 1;
    const urls = [...value];
    [urls[index], urls[to]] = [urls[to] as string, urls[index] as string];
    change(urls);
    focusNext.current = { index: to, action: way };
    setSaid(
      `Picture ${index + 1} moved ${way}: now picture ${to + 1} of ${urls.length}${to === 0 ? ', the main picture' : ''}.`,
    );
  };
  const remove = (index: number) => {
    const urls = value.filter((_, at) => at !== index);
    change(urls);
    focusNext.current = { index, action: 'remove' };
    setSaid(`Picture ${index + 1} removed; ${plural(urls.length)} left.`);
  };

  const chosen = (item: MediaLibraryItem) => {
    if (latest.current.includes(item.url)) {
      setSaid(`${item.name} is already picture ${latest.current.indexOf(item.url) + 1}.`);
      return;
    }
    change([...latest.current, item.url]);
    setSaid(`${item.name} added as picture ${latest.current.length}.`);
    onChooseFromLibrary?.(item);
  };

  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };
  const withFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const full = value.length + holding >= max;
  return (
    <fieldset
      className={`${styles.pictures} ${dragging ? styles.dragging : ''}`}
      aria-describedby={error ? errorId : undefined}
      onDragOver={(event) => {
        if (!withFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={dropped}
    >
      <legend>{legend}</legend>
      <p id={hintId} className={styles.hint}>
        {plural(value.length)} of {max} at most. The first is the main picture.{hint ? ' ' : ''}
        {hint}
      </p>
      {(value.length > 0 || uploads.length > 0) && (
        <ol ref={list} className={styles.list}>
          {value.map((url, index) => (
            <li key={url} className={styles.item} data-picture>
              <img src={mediaVariant(url, 160)} alt="" width={80} height={80} className={styles.thumb} />
              <span className={styles.name}>
                Picture {index + 1}
                {index === 0 && <span className={styles.main}>Main picture</span>}
              </span>
              <span className={styles.buttons}>
                {(['earlier', 'later'] as const).map((way) => (
                  <button
                    key={way}
                    type="button"
                    className={styles.button}
                    data-action={way}
                    disabled={way === 'earlier' ? index === 0 : index === value.length - 1}
                    onClick={() => move(index, way)}
                  >
                    Move {way}
                    <span className="visually-hidden"> (picture {index + 1})</span>
                  </button>
                ))}
                <button
                  type="button"
                  className={styles.button}
                  data-action="remove"
                  onClick={() => remove(index)}
                >
                  Remove<span className="visually-hidden"> picture {index + 1}</span>
                </button>
              </span>
            </li>
          ))}
          {uploads.map((item, at) => (
            <li key={item.key} className={styles.item} data-picture>
              <span className={styles.placeholder} aria-hidden="true" />
              <span className={styles.name}>
                {item.file.name}
                {item.failed === null ? (
                  <span className={styles.uploading}>Uploading…</span>
                ) : (
                  <span className={styles.failed}>Not added: {item.failed}</span>
                )}
              </span>
              {item.failed !== null && (
                <span className={styles.buttons}>
                  {item.retry && (
                    <button
                      type="button"
                      className={styles.button}
                      data-action="retry"
                      onClick={() => retry(item.key)}
                    >
                      Retry<span className="visually-hidden"> {item.file.name}</span>
                    </button>
                  )}
                  <button
                    type="button"
                    className={styles.button}
                    data-action="remove"
                    onClick={() => dismiss(item.key, value.length + at)}
                  >
                    Remove<span className="visually-hidden"> {item.file.name}</span>
                  </button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      <div className={styles.add}>
        <input
          ref={addControl}
          id={`${id}-add`}
          name="image"
          type="file"
          multiple
          accept={MEDIA_TYPES.join(',')}
          className="visually-hidden"
          disabled={full}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <label htmlFor={`${id}-add`} className={styles.addLabel}>
          Add pictures
        </label>
        {library && (
          <button type="button" className={styles.button} disabled={full} onClick={() => setChoosing(true)}>
            Choose from the library
          </button>
        )}
        <span className={styles.hint}>
          {full
            ? 'Remove one to add another.'
            : `or drop them here (${PICTURE_TYPE_NAMES}, up to ${inMegabytes(MEDIA_MAX_BYTES)} each)`}
        </span>
      </div>
      {leftOut && <p className={styles.hint}>{leftOut}</p>}
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
          kind="picture"
          open={choosing}
          onClose={() => setChoosing(false)}
          onChoose={chosen}
        />
      )}
    </fieldset>
  );
}

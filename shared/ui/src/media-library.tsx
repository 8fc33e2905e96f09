import {
  DOCUMENT_TYPE,
  type DocumentAsset,
  MEDIA_REPLACED_BY_OTHER_KIND,
  MEDIA_TYPES,
  type MediaAsset,
  type MediaKind,
  type MediaLibraryItem,
  mediaLibraryChangeSchema,
  mediaVariant,
} from '@aspire/contracts/media';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatDate } from './dates.ts';
import deskStyles from './desk.module.css';
import { Dialog } from './dialog.tsx';
import { FilterSelect } from './filter-controls.tsx';
import { Field, Form, FormAlert, Submit, useApiForm } from './form.tsx';
import styles from './media-library.module.css';
import pictureStyles from './picture-list.module.css';
import { reason } from './save-state.tsx';
import { SearchBox } from './search-box.tsx';
import { LoadError, Loading } from './status.tsx';
import { documentRefusal, fileSize, isDocumentFile, isPictureFile, pictureRefusal } from './upload-checks.ts';

/** What the library asks of its service; `mediaLibraryApi(base)` makes one for the kit's media routes. */
export type MediaLibraryApi = {
  loadPage: (query: { kind?: MediaKind; q?: string; after?: string }) => Promise<{
    items: MediaLibraryItem[];
    next: string | null;
  }>;
  change: (id: string, change: { alt?: string; name?: string }) => Promise<MediaLibraryItem>;
  uploadPicture: (file: File) => Promise<MediaAsset>;
  uploadDocument: (file: File) => Promise<DocumentAsset>;
  /** Puts `file` in place of an item's file (same kind), answering the item as changed. */
  replaceFile: (id: string, file: File) => Promise<MediaLibraryItem>;
};

type ListState = {
  items: MediaLibraryItem[];
  next: string | null;
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  /** Loading the next page, and why the last try failed. */
  loadingMore: boolean;
  moreError: unknown;
};

/** The library's items for a kind and a search, a page at a time; a newer load wins over an older one. */
function useLibraryItems(api: MediaLibraryApi, kind: MediaKind | undefined, q: string) {
  const [state, setState] = useState<ListState>({
    items: [],
    next: null,
    status: 'loading',
    error: null,
    loadingMore: false,
    moreError: null,
  });
  // A caller's api object may be made anew on each render: the list follows the kind and the search only.
  const latestApi = useRef(api);
  latestApi.current = api;
  const ticket = useRef(0);

  const load = useCallback(
    async (after?: string) => {
      const mine = ++ticket.current;
      setState((list) =>
        after ? { ...list, loadingMore: true, moreError: null } : { ...list, status: 'loading', error: null },
      );
      try {
        const page = await latestApi.current.loadPage({ kind, q: q || undefined, after });
        if (mine !== ticket.current) return;
        setState((list) => ({
          items: after ? [...list.items, ...page.items] : page.items,
          next: page.next,
          status: 'ready',
          error: null,
          loadingMore: false,
          moreError: null,
        }));
      } catch (error) {
        if (mine !== ticket.current) return;
        setState((list) =>
          after ? { ...list, loadingMore: false, moreError: error } : { ...list, status: 'error', error },
        );
      }
    },
    [kind, q],
  );

  useEffect(() => {
    void load();
  }, [load]);

  return {
    ...state,
    reload: () => void load(),
    loadMore: () => void (state.next && load(state.next)),
    /** Puts an item as the service answered it in place of the one shown. */
    replace: (changed: MediaLibraryItem) =>
      setState((list) => ({
        ...list,
        items: list.items.map((item) => (item.id === changed.id ? changed : item)),
      })),
  };
}

type LibraryItems = ReturnType<typeof useLibraryItems>;

const KIND_CHOICES: { value: MediaKind | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'picture', label: 'Pictures' },
  { value: 'document', label: 'Documents' },
];

/** The search and, unless the kind is fixed, the kind filter above the list. */
function LibraryControls({
  kind,
  onKind,
  q,
  onSearch,
}: {
  kind: MediaKind | undefined;
  onKind?: (kind: MediaKind | undefined) => void;
  q: string;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const searchInput = useRef<HTMLInputElement>(null);
  return (
    <>
      {onKind && (
        <FilterSelect
          name={`${id}-kind`}
          label="Show"
          value={kind ?? ''}
          onChange={(value) => onKind((value || undefined) as MediaKind | undefined)}
        >
          {KIND_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </FilterSelect>
      )}
      <SearchBox
        id={`${id}-search`}
        value={q}
        onSearch={onSearch}
        inputRef={searchInput}
        placeholder="Name or description"
        className={deskStyles.search}
      />
    </>
  );
}

/** What the library says about an item: its size, its day, and its pixels or pages. */
function itemFacts(item: MediaLibraryItem) {
  const shape =
    item.kind === 'picture'
      ? item.width && item.height
        ? `${item.width} × ${item.height}`
        : null
      : item.pages === 1
        ? '1 page'
        : `${item.pages} pages`;
  const day = item.replacedAt ? `replaced ${formatDate(item.replacedAt)}` : formatDate(item.uploadedAt);
  return [fileSize(item.bytes), shape, day].filter(Boolean).join(' · ');
}

/**
 * A picture's thumbnail; once its file is replaced, at an address of its own (the same file, asked for
 * with the time it was replaced), so the browser shows the new picture rather than the one it holds.
 */
const thumbnail = (item: MediaLibraryItem) => {
  const address = mediaVariant(item.url, 160);
  return item.replacedAt ? `${address}?v=${Date.parse(item.replacedAt)}` : address;
};

/** An item's face: its thumbnail (a picture at 160 wide, a document as a PDF tile), name and facts. */
function ItemFace({ item }: { item: MediaLibraryItem }) {
  return (
    <>
      {item.kind === 'picture' ? (
        <img src={thumbnail(item)} alt={item.alt} width={160} height={120} className={styles.thumb} />
      ) : (
        <span className={styles.pdf} aria-hidden="true">
          PDF
        </span>
      )}
      <strong className={styles.name}>{item.name}</strong>
      <small className={styles.facts}>
        {itemFacts(item)}
        {item.kind === 'picture' && !item.alt && <span className={deskStyles.badge}>No description yet</span>}
      </small>
    </>
  );
}

/** The grid of items with "Load more", or the loading line, the failure with a retry, or the empty word. */
function ItemGrid({
  list,
  searched,
  children,
}: {
  list: LibraryItems;
  searched: boolean;
  children: (item: MediaLibraryItem) => ReactNode;
}) {
  if (list.status === 'error')
    return <LoadError error={list.error} what="the library" onRetry={list.reload} />;
  if (list.status === 'loading' && list.items.length === 0) return <Loading label="Loading the library…" />;
  if (list.items.length === 0)
    return (
      <p className={deskStyles.empty}>
        {searched ? 'Nothing in the library matches.' : 'Nothing here yet. Uploads appear here to use again.'}
      </p>
    );
  return (
    <>
      <ul className={styles.grid} aria-busy={list.status === 'loading'}>
        {list.items.map((item) => (
          <li key={item.id} className={styles.item}>
            <ItemFace item={item} />
            {children(item)}
          </li>
        ))}
      </ul>
      {list.moreError !== null && (
        <p className={deskStyles.failed}>Could not load more: {reason(list.moreError)}</p>
      )}
      {list.next && (
        <p className={deskStyles.more}>
          <button
            type="button"
            className={deskStyles.secondary}
            disabled={list.loadingMore}
            onClick={list.loadMore}
          >
            {list.loadingMore ? 'Loading…' : 'Load more'}
          </button>
        </p>
      )}
    </>
  );
}

/** An item's name and, for a picture, its description, saved on their own; errors under the fields. */
function ItemEditor({
  api,
  item,
  onChanged,
}: {
  api: MediaLibraryApi;
  item: MediaLibraryItem;
  onChanged: (item: MediaLibraryItem) => void;
}) {
  const picture = item.kind === 'picture';
  const form = useApiForm<{ name?: string; alt?: string }>({
    schema: mediaLibraryChangeSchema,
    defaultValues: picture ? { name: item.name, alt: item.alt } : { name: item.name },
  });
  const [saved, setSaved] = useState(false);
  return (
    <Form
      form={form}
      className={styles.editor}
      onSubmit={async (values) => {
        setSaved(false);
        const changed = await api.change(item.id, values);
        form.reset(picture ? { name: changed.name, alt: changed.alt } : { name: changed.name });
        onChanged(changed);
        setSaved(true);
      }}
    >
      <FormAlert />
      <Field name="name" label="Name" autoComplete="off" onInput={() => setSaved(false)} />
      {picture && (
        <Field
          as="textarea"
          name="alt"
          label="Description"
          hint="Read out to people who cannot see the picture, wherever it is used."
          rows={2}
          onInput={() => setSaved(false)}
        />
      )}
      <div className={styles.save}>
        <Submit busyLabel="Saving…" className={deskStyles.secondary}>
          Save<span className="visually-hidden"> {item.name}</span>
        </Submit>
        <span aria-live="polite" className={deskStyles.saved}>
          {saved ? 'Saved.' : ''}
        </span>
      </div>
    </Form>
  );
}

/** Why the browser will not send `file` in place of the item's file, or null to send it. */
function replacementRefusal(item: MediaLibraryItem, file: File) {
  if (item.kind === 'picture')
    return isDocumentFile(file) ? `${MEDIA_REPLACED_BY_OTHER_KIND.picture}.` : pictureRefusal(file);
  return isPictureFile(file) ? `${MEDIA_REPLACED_BY_OTHER_KIND.document}.` : documentRefusal(file);
}

const ACCEPTED_FOR: Record<MediaKind, string> = { picture: MEDIA_TYPES.join(','), document: DOCUMENT_TYPE };

/**
 * "Replace file…" on an item: a new file of its kind, sent once chosen, in place of the old one wherever
 * the item is used; the button says so while it is sent, and a refusal shows under it.
 */
function ReplaceFile({
  api,
  item,
  onReplaced,
  onSay,
}: {
  api: MediaLibraryApi;
  item: MediaLibraryItem;
  onReplaced: (item: MediaLibraryItem) => void;
  onSay: (said: string) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const refuse = (why: string) => {
    setFailed(why);
    onSay(`${item.name} was not replaced: ${why}`);
  };
  const send = async (file: File) => {
    const refusal = replacementRefusal(item, file);
    if (refusal) return refuse(refusal);
    setFailed(null);
    setBusy(true);
    try {
      const replaced = await api.replaceFile(item.id, file);
      onReplaced(replaced);
      onSay(
        item.kind === 'picture'
          ? `${replaced.name} replaced: every page using it shows the new picture. Check its description still fits.`
          : `${replaced.name} replaced: every page using it links to the new PDF.`,
      );
    } catch (failure) {
      refuse(reason(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.replace} aria-busy={busy}>
      {/* Hidden, so the button alone is in the tab order; it opens the browser's file chooser. */}
      <input
        ref={input}
        type="file"
        hidden
        aria-label={`New file for ${item.name}`}
        accept={ACCEPTED_FOR[item.kind]}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      {/* aria-disabled rather than disabled while busy: the button keeps the focus. */}
      <button
        type="button"
        className={deskStyles.secondary}
        aria-disabled={busy || undefined}
        aria-describedby={failed ? `${id}-failed` : undefined}
        onClick={() => {
          if (!busy) input.current?.click();
        }}
      >
        {busy ? 'Replacing…' : 'Replace file…'}
        <span className="visually-hidden"> {item.name}</span>
      </button>
      {failed && (
        <p id={`${id}-failed`} className={pictureStyles.failed}>
          Not replaced: {failed}
        </p>
      )}
    </div>
  );
}

type Upload = { key: number; name: string; failed: string | null };
const ACCEPTED = [...MEDIA_TYPES, DOCUMENT_TYPE].join(',');

/** Uploads pictures and PDFs to the library, each on its own; a refusal says why under the button. */
function LibraryUpload({
  api,
  onUploaded,
  onSay,
}: {
  api: MediaLibraryApi;
  onUploaded: () => void;
  onSay: (said: string) => void;
}) {
  const id = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(0);

  const settle = (key: number, failed: string | null) =>
    setUploads((items) =>
      failed === null
        ? items.filter((item) => item.key !== key)
        : items.map((item) => (item.key === key ? { ...item, failed } : item)),
    );

  const add = (files: readonly File[]) => {
    for (const file of files) {
      const key = nextKey.current++;
      const refusal = isDocumentFile(file)
        ? documentRefusal(file)
        : isPictureFile(file)
          ? pictureRefusal(file)
          : `${file.name} is not a picture or a PDF.`;
      setUploads((items) => [...items, { key, name: file.name, failed: refusal }]);
      if (refusal) continue;
      (isDocumentFile(file) ? api.uploadDocument(file) : api.uploadPicture(file)).then(
        () => {
          settle(key, null);
          onSay(`${file.name} added to the library.`);
          onUploaded();
        },
        (failure: unknown) => {
          settle(key, reason(failure));
          onSay(`${file.name} was not added: ${reason(failure)}`);
        },
      );
    }
  };

  return (
    <div className={styles.upload}>
      <div className={pictureStyles.add}>
        <input
          id={id}
          type="file"
          multiple
          accept={ACCEPTED}
          className="visually-hidden"
          aria-describedby={uploads.length > 0 ? `${id}-uploads` : undefined}
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <label htmlFor={id} className={pictureStyles.addLabel}>
          Upload pictures or PDFs
        </label>
      </div>
      {uploads.length > 0 && (
        <ul id={`${id}-uploads`} className={styles.uploads}>
          {uploads.map((upload) => (
            <li key={upload.key}>
              {upload.failed === null ? (
                `Uploading ${upload.name}…`
              ) : (
                <>
                  <span className={pictureStyles.failed}>Not added: {upload.failed}</span>{' '}
                  <button
                    type="button"
                    className={deskStyles.link}
                    onClick={() => setUploads((items) => items.filter((item) => item.key !== upload.key))}
                  >
                    Dismiss<span className="visually-hidden"> {upload.name}</span>
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A staff page's media library: everything uploaded to one service, newest first, filtered by kind and
 * searched by name or description, each item's name and a picture's description edited where it is
 * shown, and its file replaced; pictures and PDFs uploaded from here. What an upload or a replacement
 * came to is said in one live region. The page gives the heading.
 */
export function MediaLibrary({ api }: { api: MediaLibraryApi }) {
  const [kind, setKind] = useState<MediaKind | undefined>();
  const [q, setQ] = useState('');
  const [said, setSaid] = useState('');
  const list = useLibraryItems(api, kind, q);
  return (
    <div className={styles.library}>
      <div className={styles.controls}>
        <LibraryControls kind={kind} onKind={setKind} q={q} onSearch={setQ} />
        <LibraryUpload api={api} onUploaded={list.reload} onSay={setSaid} />
        <p className="visually-hidden" aria-live="polite">
          {said}
        </p>
      </div>
      <ItemGrid list={list} searched={Boolean(q) || kind !== undefined}>
        {(item) => (
          <>
            <ReplaceFile api={api} item={item} onReplaced={list.replace} onSay={setSaid} />
            <ItemEditor api={api} item={item} onChanged={list.replace} />
          </>
        )}
      </ItemGrid>
    </div>
  );
}

/**
 * The library in a dialog, to use something uploaded before: "Use this" on an item calls `onChoose` with
 * it and closes the dialog. `kind` keeps it to pictures or documents; without it, both (with a filter).
 */
export function MediaLibraryDialog({
  api,
  open,
  onClose,
  onChoose,
  kind,
}: {
  api: MediaLibraryApi;
  open: boolean;
  onClose: () => void;
  onChoose: (item: MediaLibraryItem) => void;
  kind?: MediaKind;
}) {
  const title =
    kind === 'picture'
      ? 'Choose a picture'
      : kind === 'document'
        ? 'Choose a document'
        : 'Choose from the library';
  // Outside any form the page holds: Enter in the dialog's search must not send the form behind it.
  return createPortal(
    <Dialog open={open} title={title} onClose={onClose} className={styles.dialog}>
      <DialogBody
        api={api}
        fixedKind={kind}
        onChoose={(item) => {
          onChoose(item);
          onClose();
        }}
      />
    </Dialog>,
    document.body,
  );
}

/** The dialog's list, mounted each time it opens (so it shows what was uploaded since). */
function DialogBody({
  api,
  fixedKind,
  onChoose,
}: {
  api: MediaLibraryApi;
  fixedKind: MediaKind | undefined;
  onChoose: (item: MediaLibraryItem) => void;
}) {
  const [chosenKind, setKind] = useState<MediaKind | undefined>();
  const [q, setQ] = useState('');
  const kind = fixedKind ?? chosenKind;
  const list = useLibraryItems(api, kind, q);
  return (
    <div className={styles.library}>
      <div className={styles.controls}>
        <LibraryControls kind={kind} onKind={fixedKind ? undefined : setKind} q={q} onSearch={setQ} />
      </div>
      <ItemGrid list={list} searched={Boolean(q) || chosenKind !== undefined}>
        {(item) => (
          <button type="button" className={deskStyles.primary} onClick={() => onChoose(item)}>
            Use this
            <span className="visually-hidden">
              {' '}
              {item.kind}: {item.name}
            </span>
          </button>
        )}
      </ItemGrid>
    </div>
  );
}

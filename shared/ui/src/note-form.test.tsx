// @vitest-environment happy-dom
import { ApiFailure } from '@aspire/client/api-failure';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { NoteForm } from './note-form.tsx';
import { button, byLabel, setValue, until } from './testing/desk-harness.tsx';
import { domRoot } from './testing/dom-root.tsx';

const dom = domRoot();

describe('NoteForm', () => {
  it('sends the note, keeps it with the reason when not saved, and clears it once saved', async () => {
    const sent: string[] = [];
    let fail = true;
    const add = async (note: string) => {
      sent.push(note);
      if (fail) throw new ApiFailure(503, 'The desk is unavailable just now.');
    };
    await act(async () =>
      dom.render(
        <QueryClientProvider client={new QueryClient()}>
          <NoteForm id="test-note" onAdd={add} />
        </QueryClientProvider>,
      ),
    );
    const note = byLabel<HTMLTextAreaElement>(dom.container, 'Note');
    expect(button(dom.container, 'Add note').disabled).toBe(true);
    await act(async () => setValue(note, 'Called back.'));
    await act(async () => button(dom.container, 'Add note').click());
    await until(() => dom.container.textContent?.includes('Not saved') ?? false);
    expect(dom.container.textContent).toContain('The desk is unavailable just now. Your note is kept above');
    expect(note.value).toBe('Called back.');
    fail = false;
    await act(async () => button(dom.container, 'Add note').click());
    await until(() => dom.container.textContent?.includes('Saved.') ?? false);
    expect(note.value).toBe('');
    expect(sent).toEqual(['Called back.', 'Called back.']);
  });
});

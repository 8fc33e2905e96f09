import { type EventFields, eventFieldsSchema } from '@aspire/contracts/content-desk';
import { eventSchema, type InfoEvent } from '@aspire/contracts/info';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Field } from '@aspire/ui/form.tsx';
import { type BusyChange, type KindSpec, kindContracts } from './kind-spec.ts';
import { ADD_A_PICTURE, PictureField, pictureList, pictureUrl } from './picture-field.tsx';

/** What the event form holds: the fields as typed, the picture as a list of at most one address. */
export type EventFormValues = Omit<EventFields, 'image' | 'recordingUrl'> & {
  image: string[];
  recordingUrl: string;
};

/** Words for controls left empty (the contract's are about formats a date or time control cannot break). */
const EMPTY_WORDS: Record<string, string> = {
  'date.start': 'Choose the first day',
  'date.end': 'Choose the last day',
  'time.start': 'Choose when it starts',
  'time.end': 'Choose when it ends',
};

function EventFieldsForm({ onBusyChange }: { onBusyChange: BusyChange }) {
  return (
    <>
      <section className={desk.section} aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <Field name="eventName" label="Name" autoComplete="off" maxLength={120} />
        <Field
          name="location"
          label="Where"
          autoComplete="off"
          maxLength={120}
          hint="The place as visitors would look for it, like Aspire Campus, Thousand Lights, Chennai."
        />
        <div className={desk.pair}>
          <Field
            name="language"
            label="Language"
            autoComplete="off"
            maxLength={40}
            hint="Like English and Tamil."
          />
          <Field
            name="offer"
            label="Offer (optional)"
            autoComplete="off"
            maxLength={80}
            hint="A line on the card, like Free entry for families."
          />
        </div>
        <Field
          as="textarea"
          name="description"
          label="Description"
          rows={6}
          maxLength={2000}
          hint="Shown when a visitor opens the event: what happens, and for whom."
        />
      </section>
      <section className={desk.section} aria-labelledby="when-heading">
        <h2 id="when-heading">When</h2>
        <p className={desk.hint}>
          Days and times in India. The event moves to Past Events once its last day is over.
        </p>
        <div className={desk.pair}>
          <Field name="date.start" label="First day" type="date" />
          <Field
            name="date.end"
            label="Last day"
            type="date"
            hint="The first day again for a one-day event."
          />
        </div>
        <div className={desk.pair}>
          <Field name="time.start" label="Starts at" type="time" />
          <Field name="time.end" label="Ends at" type="time" />
        </div>
        <Field
          name="recordingUrl"
          label="Recording (optional)"
          type="url"
          autoComplete="off"
          hint="Once it is over: the full address of its recording, starting https://. Past events show a Play button."
        />
      </section>
      <PictureField
        name="image"
        altName="imageAlt"
        hint="Shown on the event’s card and when it is opened; at least 300 pixels on each side."
        onBusyChange={onBusyChange}
      />
    </>
  );
}

export const eventSpec: KindSpec<EventFormValues, EventFields, InfoEvent> = {
  ...kindContracts('events', eventFieldsSchema),
  uploads: { image: 'picture' },
  previewSchema: eventSchema,
  empty: () => ({
    eventName: '',
    location: '',
    date: { start: '', end: '' },
    time: { start: '', end: '' },
    image: [],
    imageAlt: '',
    language: '',
    offer: '',
    description: '',
    recordingUrl: '',
  }),
  formOf: ({ image, recordingUrl, ...fields }) => ({
    ...fields,
    image: pictureList(image),
    recordingUrl: recordingUrl ?? '',
  }),
  fieldsOf: ({ image, recordingUrl, ...values }) => ({
    ...values,
    image: pictureUrl(image),
    ...(recordingUrl.trim() ? { recordingUrl: recordingUrl.trim() } : {}),
  }),
  issueOf: (path, message, values) => {
    const name = path.join('.');
    if (name === 'image' && values.image.length === 0) return { name, message: ADD_A_PICTURE };
    if (name === 'recordingUrl')
      return { name, message: 'Enter the recording’s full address, starting https://' };
    const empty = EMPTY_WORDS[name];
    const [group, part] = name.split('.') as ['date' | 'time', 'start' | 'end'];
    if (empty && values[group]?.[part] === '') return { name, message: empty };
    return { name, message };
  },
  titleField: 'eventName',
  titleOf: (fields) => fields.eventName,
  Fields: EventFieldsForm,
};

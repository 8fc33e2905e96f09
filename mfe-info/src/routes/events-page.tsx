import { EventsPage } from '../features/events/events-page.tsx';

export default function Route() {
  return <EventsPage />;
}

import { EventsWidget } from '../features/events/events-widget.tsx';

export default function Route() {
  return <EventsWidget />;
}

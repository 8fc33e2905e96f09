import { MyApplications } from '../features/my-applications/my-applications.tsx';

/** Account page widget (`/account`): the signed-in person's applications and where each stands. */
export default function MyApplicationsWidget() {
  return <MyApplications />;
}

import { FranchisePage } from '../features/franchise/franchise-page.tsx';

export default function Route() {
  return <FranchisePage />;
}

import '@aspire/ui/tokens.css';
import { createRoot } from 'react-dom/client';
import Page from './routes/shop-page.tsx';

createRoot(document.getElementById('root')!).render(<Page />);

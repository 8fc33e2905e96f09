// Standalone preview of this remote's pages; the shell is what visitors use.
import('./standalone-app.tsx');

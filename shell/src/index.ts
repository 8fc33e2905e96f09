// The async boundary lets Module Federation negotiate shared singletons before React loads. On a
// prerendered page this script itself is added only when the visitor needs the app (start-on-intent.ts).
import('./bootstrap.tsx');

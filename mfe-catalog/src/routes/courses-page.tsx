export default function Page() {
  return <h1 data-remote="catalog">catalog: courses-page</h1>;
}

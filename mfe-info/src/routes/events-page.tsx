export default function Page() {
  return <h1 data-remote="info">info: events-page</h1>;
}

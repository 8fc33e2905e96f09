export default function Page() {
  return <h1 data-remote="lms">lms: login-page</h1>;
}

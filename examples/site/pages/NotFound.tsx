export function NotFound() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        <a href="/">Back to the demo list</a>
      </p>
    </>
  );
}

export function NotFound() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        <a href="/">Back to the home page</a>
      </p>
      <p>
        <a href="/demos">Back to the demo list</a>
      </p>
    </>
  );
}

export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>
        <a href="/">Return to the home page</a>
      </p>
    </section>
  );
}

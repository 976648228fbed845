// Lazy modules compile on first import under test, and CI runs two test files at once on two cores:
// findBy and waitFor in the DOM suites wait up to 5 s (testing-library's default is 1 s) before failing.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

export {};

/**
 * Runs `then` once the page has painted content (the paint timing's first-contentful-paint), or after 3 s where the
 * browser reports no paint timing or the page paints nothing contentful (a frame hidden by a failed start).
 */
export function afterFirstPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  setTimeout(once, 3000);
  try {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      // After the paint's task, not inside it.
      setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the 3 s fallback stands.
  }
}

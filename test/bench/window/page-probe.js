// Injected (addInitScript) into every page the window bench loads — the real window and the
// static floor page alike — before any of the page's own scripts, so both are timed the same way.
// Plain browser JavaScript on purpose: the Node-side TypeScript has no DOM types.
// All times are performance.now() values: ms since navigation start (performance.timeOrigin).
(() => {
  const ROW = '[data-project-id]';
  const probe = {
    /** The first project row: when it entered the DOM, and when it was painted (two ways). */
    firstRow: null,
    /** Element Timing entries for the first row's text (Chromium's own paint time). */
    rowPaints: [],
    /** Event Timing entries (only those of 16 ms and more: Chromium reports no shorter ones). */
    events: [],
    /**
     * Every key press: its event time, when the frame after it was done, and (while
     * `watchList` runs) when the list's rows had changed for it and that frame was done.
     */
    keys: [],
    /** Set by the bench before Enter: the details heading to wait for, and when it was painted. */
    details: null,
  };
  window.__benchProbe = probe;

  /** The usual "after next paint" approximation: a task queued from the next animation frame. */
  function afterNextPaint(callback) {
    requestAnimationFrame((frameStart) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(performance.now(), frameStart);
      channel.port2.postMessage(null);
    });
  }

  function markForElementTiming(row) {
    // Element Timing reports text painted inside an element carrying the attribute; it must be
    // set before the first paint, which this (a mutation observer callback) is.
    for (const element of [row, ...row.querySelectorAll('*')]) {
      if (!element.hasAttribute('elementtiming')) element.setAttribute('elementtiming', 'bench-first-row');
    }
  }

  function detailsHeading(name) {
    for (const heading of document.querySelectorAll('h1, h2')) {
      if (heading.textContent && heading.textContent.trim() === name) return heading;
    }
    return null;
  }

  // Watches the DOM only until the first row is in (then it stops, so it costs the keystrokes
  // nothing), and again while a details view is awaited (watchDetails).
  const firstRowObserver = new MutationObserver(() => {
    const row = document.querySelector(ROW);
    if (!row) return;
    firstRowObserver.disconnect();
    probe.firstRow = { insertedAt: performance.now(), paintedAt: null, frameStart: null };
    markForElementTiming(row);
    afterNextPaint((now, frameStart) => {
      probe.firstRow.paintedAt = now;
      probe.firstRow.frameStart = frameStart;
    });
  });
  firstRowObserver.observe(document, { childList: true, subtree: true });

  /**
   * Called by the bench just before Enter: notes when a heading with `name` and the text
   * `marker` (what only the cached details bring, e.g. "As of") are painted.
   */
  probe.watchDetails = (name, marker) => {
    const details = { name, shownAt: null, paintedAt: null };
    probe.details = details;
    const observer = new MutationObserver(() => {
      if (!detailsHeading(name) || !document.body.textContent.includes(marker)) return;
      observer.disconnect();
      details.shownAt = performance.now();
      afterNextPaint((now) => (details.paintedAt = now));
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  };

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === 'bench-first-row') probe.rowPaints.push(entry.renderTime || entry.loadTime);
    }
  }).observe({ type: 'element', buffered: true });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.events.push({
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        interactionId: entry.interactionId,
      });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });

  /**
   * From now on, each key press also records when the list's rows first changed after it and
   * the frame with that change was done (`listDoneMs`): the window may paint the typed character
   * first and the filtered rows a frame later, and this says how much later. Observes the list
   * only (rows and their text), so the cost stays out of the keys it measures.
   */
  probe.watchList = (selector) => {
    const list = document.querySelector(selector);
    if (!list) return;
    new MutationObserver(() => {
      const key = probe.keys.at(-1);
      if (!key || key.listDoneMs !== null || key.listPending) return;
      key.listPending = true;
      afterNextPaint((now) => (key.listDoneMs = now - key.at));
    }).observe(list, { childList: true, subtree: true, characterData: true });
  };

  window.addEventListener(
    'keydown',
    (event) => {
      const key = { key: event.key, at: event.timeStamp, upAt: null, frameDoneMs: null, listDoneMs: null };
      probe.keys.push(key);
      afterNextPaint((now) => (key.frameDoneMs = now - key.at));
    },
    { capture: true },
  );
  window.addEventListener(
    'keyup',
    (event) => {
      const key = probe.keys.findLast((k) => k.key === event.key && k.upAt === null);
      if (key) key.upAt = event.timeStamp;
    },
    { capture: true },
  );
})();

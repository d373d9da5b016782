// The first interactions interactions.mjs measures: what a visitor or a member does first on five
// kinds of page. Each journey says where it goes, which element it uses (found while the page is
// still only HTML, so finding it costs the measured moment nothing), when its clock starts, what
// input it sends through DevTools' Input domain (real input events, queued like a finger's), and
// how the page shows the answer.

/** In the page before its own scripts: every Event Timing entry, kept for readInputDelays. */
export function observeEventTiming() {
  window.__eventTimings = [];
  const keep = (list) => {
    for (const entry of list.getEntries())
      window.__eventTimings.push({
        name: entry.name,
        delay: entry.processingStart - entry.startTime,
        duration: entry.duration,
      });
  };
  // 16 ms is the API's smallest threshold: an event not reported was answered within it.
  new window.PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new window.PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
}

/** The worst input delay among the journey's event types, and each type's (0: under 16 ms). */
export async function readInputDelays(page, types) {
  const entries = await page.evaluate(() => window.__eventTimings);
  const byType = {};
  for (const type of types) {
    const delays = entries.filter((entry) => entry.name === type).map((entry) => entry.delay);
    byType[type] = Math.round(Math.max(0, ...delays));
  }
  return { byType, worst: Math.max(...Object.values(byType)) };
}

/** Resolves when the first of the page's scripts has arrived (the browser's network event). */
const firstScript = (session) =>
  new Promise((resolve) => {
    const scripts = new Set();
    session.on('Network.requestWillBeSent', ({ requestId, request }) => {
      if (/\/assets\/[^?]+\.js(\?|$)/.test(request.url)) scripts.add(requestId);
    });
    session.on('Network.loadingFinished', ({ requestId }) => {
      if (scripts.has(requestId)) resolve();
    });
  });

/** The centre of the element, scrolled into view while the page is HTML only. */
async function centreOf(page, selector) {
  const element = await page.waitForSelector(selector, { visible: true, timeout: 60_000 });
  await element.evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await element.boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const tap = async (session, { x, y }) => {
  const base = { x, y, button: 'left', clickCount: 1 };
  await session.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...base });
  await session.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...base });
};

const key = async (session, text) => {
  await session.send('Input.dispatchKeyEvent', { type: 'keyDown', key: text, text, unmodifiedText: text });
  await session.send('Input.dispatchKeyEvent', { type: 'keyUp', key: text });
};

const pointerEvents = ['pointerdown', 'pointerup', 'click'];

export const journeys = [
  {
    name: 'open the menu (home)',
    path: '/',
    events: pointerEvents,
    trigger: firstScript,
    locate: (page) => centreOf(page, 'summary.site-menu__toggle'),
    act: tap,
    answered: () => document.querySelector('details.site-menu')?.open,
  },
  {
    name: "open a guide's contents (Medicare guide)",
    path: '/resources/medicare-guide',
    events: pointerEvents,
    trigger: firstScript,
    locate: (page) => centreOf(page, 'details.toc--inline > summary'),
    act: tap,
    answered: () => document.querySelector('details.toc--inline')?.open,
  },
  {
    name: 'type in a quote field (auto)',
    path: '/quote?line=auto',
    events: [...pointerEvents, 'keydown', 'keypress'],
    trigger: firstScript,
    locate: (page) => centreOf(page, '#quote-vehicles'),
    act: async (session, target) => {
      await tap(session, target);
      await key(session, '2');
    },
    answered: () => document.querySelector('#quote-vehicles')?.value === '2',
  },
  {
    // A form that starts its app when a field is reached (decision 269): the key after the tap meets
    // React DOM's evaluation, which the tap set going.
    name: 'type in the login form',
    path: '/login',
    events: [...pointerEvents, 'keydown', 'keypress'],
    trigger: firstScript,
    locate: (page) => centreOf(page, '#login-usernameOrEmail'),
    act: async (session, target) => {
      await tap(session, target);
      await key(session, 'e');
    },
    answered: () => document.querySelector('#login-usernameOrEmail')?.value === 'e',
  },
  {
    name: "press the chat's Send (member)",
    path: '/dashboard/chat',
    member: true,
    events: pointerEvents,
    // The chat is drawn in the browser: its clock starts when the message is typed and Send enabled.
    trigger: () => Promise.resolve(),
    locate: async (page) => {
      const box = await centreOf(page, '.chat-composer textarea');
      await page.click('.chat-composer textarea');
      await page.keyboard.type('Does my homeowners policy cover a burst pipe?');
      await page.waitForSelector('.chat-composer button[type="submit"]:not([disabled])', { timeout: 30_000 });
      return { ...box, send: await centreOf(page, '.chat-composer button[type="submit"]') };
    },
    act: (session, { send }) => tap(session, send),
    answered: () => !document.querySelector('.chat-composer textarea')?.value,
  },
];

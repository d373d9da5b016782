// A page the size of Lighthouse's phone (412 x 823 at 1.75x, mobile), with its DevTools session:
// the benches that load pages themselves (main-thread.mjs, interactions.mjs) see what Lighthouse sees.

/** A new page in `context` with the phone's screen, and the CDP session that set it. */
export async function openPhonePage(context) {
  const page = await context.newPage();
  const session = await page.createCDPSession();
  await session.send('Emulation.setDeviceMetricsOverride', {
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    mobile: true,
  });
  return { page, session };
}

// The first words of the members' screens, read by the screens themselves and by the build, which
// prerenders each screen's shell (its heading, these words and placeholders) so the first paint is
// the final layout (decision 195). One copy, so the shell and the screen can never differ.

export const memberIntros = {
  dashboard:
    'Your questions, answers and quote requests are here. Ask our licensed agents about your cover, search the answers they have shared, or chat with us.',
  dashboardAsk:
    'Ask our licensed agents about your cover, Medicare or retirement. We answer in writing, usually within one business day, and your dashboard shows when the answer is in.',
  dashboardSearch: 'Search your own questions and the answers our agents have shared with all members.',
  account: 'Your details, password and devices. You can also take your data with you or close the account.',
  websiteBuild:
    'We build websites for independent agents and small businesses. Tell us about yours in a few short steps; a member of our team then takes it from there.',
} as const;

/** Where the build writes a screen's shell, under dist/client; the server sends it from there. */
export const memberShellFile = (page: string) => `_shells/${page}.html`;

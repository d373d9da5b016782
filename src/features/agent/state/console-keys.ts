// The keys of the console's loads (src/lib/use-remote.ts), in one place: the panels load by them,
// and load-console-early.ts asks for a first load's data under the same keys.

export const consoleKeys = {
  queue: (status: string, page: number, version: number) => `agent:queue:${status}:${page}:${version}`,
  question: (id: string) => `agent:question:${id}`,
  builds: (status: string, page: number, version: number) => `agent:builds:${status}:${page}:${version}`,
  build: (id: string) => `agent:build:${id}`,
  leads: (line: string, status: string, page: number) => `agent:leads:${line}:${status}:${page}`,
  messages: (status: string, page: number) => `agent:messages:${status}:${page}`,
  activity: (page: number) => `agent:activity:${page}`,
};

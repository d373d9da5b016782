import { describe, expect, it } from 'vitest';
import { consoleFirstLoads } from './console-loads';

const ID = 'cbacba58-ed36-41b1-b1e4-32233af6c0e3';

describe('consoleFirstLoads', () => {
  it('gives each console page its first data: the list, and the item the address names', () => {
    expect(consoleFirstLoads('/dashboard/agent')).toEqual([
      { key: 'agent:queue::1:0', url: '/api/agent/questions?page=1' },
    ]);
    expect(consoleFirstLoads(`/dashboard/agent/questions/${ID}`).map((load) => load.url)).toEqual([
      '/api/agent/questions?page=1',
      `/api/questions/${ID}`,
    ]);
    expect(consoleFirstLoads(`/dashboard/agent/website-builds/${ID}`).map((load) => load.key)).toEqual([
      'agent:builds::1:0',
      `agent:build:${ID}`,
    ]);
    expect(consoleFirstLoads('/dashboard/agent/messages')).toEqual([
      { key: 'agent:messages:new:1', url: '/api/agent/contact-messages?status=new&page=1' },
    ]);
  });

  it('reads the address as the router does: any case, a trailing slash', () => {
    expect(consoleFirstLoads('/Dashboard/Agent/Leads/')).toEqual(consoleFirstLoads('/dashboard/agent/leads'));
  });

  it('loads nothing for another address or an id that is not one', () => {
    for (const path of ['/dashboard', '/dashboard/agent/questions/12', '/dashboard/agent/nowhere', '/'])
      expect(consoleFirstLoads(path), path).toEqual([]);
  });
});

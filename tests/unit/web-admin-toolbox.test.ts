import { addRecentAgent, RECENT_AGENTS_MAX, type RecentAgent } from '../../web/src/admin/search/recentAgentList';
import { TOOLBOX_TABS, toolboxTabOf, unknownToolboxTabText } from '../../web/src/admin/toolboxTable';
import { describe, expect, it } from 'vitest';
import { commitUrl, versionText } from '../../web/src/lib/buildInfo';

const agent = (n: number): RecentAgent => ({
  title: `Agent ${n}`,
  subtext: `alias${n} · A${1000 + n}`,
  associate_id: `A${1000 + n}`,
  link: `/agents/A${1000 + n}/dashboard/`,
});

describe('recently viewed agents (ADMIN-022, CONST-020)', () => {
  it('CONST-020 ADMIN-022: pushing 11 entries keeps the 10 most recent, newest first', () => {
    let list: RecentAgent[] = [];
    for (let n = 1; n <= 11; n += 1) list = addRecentAgent(list, agent(n));
    expect(RECENT_AGENTS_MAX).toBe(10);
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual(agent(11));
    expect(list.map((e) => e.associate_id)).not.toContain('A1001');
    expect(Object.keys(list[0]).sort()).toEqual(['associate_id', 'link', 'subtext', 'title']);
  });

  it('ADMIN-021: opening an agent again moves it to the top once', () => {
    const list = addRecentAgent([agent(1), agent(2), agent(3)], agent(3));
    expect(list.map((e) => e.associate_id)).toEqual(['A1003', 'A1001', 'A1002']);
  });
});

describe('toolbox tabs (ADMIN-002, ADMIN-006..019)', () => {
  it('ADMIN-002: an empty admin value opens the search tab', () => {
    expect(toolboxTabOf('')).toBe('search');
    expect(toolboxTabOf(' ')).toBe('search');
    expect(toolboxTabOf(null)).toBe('search');
    expect(toolboxTabOf('notes')).toBe('notes');
    expect(TOOLBOX_TABS.filter((t) => !t.needsAgent).map((t) => t.key)).toEqual([
      'search',
      'compliance_helper',
      'email_search',
      'glossary',
      'notifications',
      'site_config',
    ]);
  });
});

describe('unknown toolbox tabs (decision D-221)', () => {
  it('D-221: a value that names no tab opens none and says so', () => {
    expect(toolboxTabOf('nope')).toBeNull();
    expect(toolboxTabOf('Notes')).toBeNull();
    expect(unknownToolboxTabText('nope')).toBe('The toolbox has no tab called "nope". Choose one of its tabs.');
  });
});

describe('UI version badge (ADMIN-004, decision D-87)', () => {
  const sha = '3f2a9c1d0e4b5a6978877665544332211aabbccd';
  it('ADMIN-004: the badge links to {repository}/commit/{sha} and shows the short sha', () => {
    const build = { version: '0.1.0', commit: sha, repositoryUrl: 'https://git.example.com/provider/agent-portal/' };
    expect(commitUrl(build)).toBe(`https://git.example.com/provider/agent-portal/commit/${sha}`);
    expect(versionText(build)).toBe('0.1.0 (3f2a9c1)');
  });

  it('ADMIN-004: without git metadata or a repository the badge has no link', () => {
    expect(commitUrl({ version: '0.1.0', commit: null, repositoryUrl: 'https://git.example.com/x' })).toBeNull();
    expect(commitUrl({ version: '0.1.0', commit: sha, repositoryUrl: null })).toBeNull();
    expect(versionText({ version: '0.1.0', commit: null, repositoryUrl: null })).toBe('0.1.0');
  });
});

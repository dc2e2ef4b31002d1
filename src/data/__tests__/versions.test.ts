import {describe, expect, it} from 'vitest';
import {ARCHIVED_VERSIONS, CURRENT_VERSION, CURRENT_VERSION_LABEL, HOSTED_VERSIONS} from '../versions';
import versionsJson from '../../../versions.json';

describe('versions data', () => {
  it('labels the current version as the latest', () => {
    expect(CURRENT_VERSION_LABEL).toBe(`${CURRENT_VERSION} (Latest)`);
    expect(HOSTED_VERSIONS[0]).toMatchObject({label: CURRENT_VERSION_LABEL, path: '/'});
  });

  it('hosts every version Docusaurus builds, each under its own path', () => {
    const hostedOlder = HOSTED_VERSIONS.slice(1).map((v) => v.label);
    expect(hostedOlder).toEqual(versionsJson);
    for (const version of HOSTED_VERSIONS.slice(1)) expect(version.path).toBe(`/${version.label}/`);
  });

  it('links archived versions to external https sites', () => {
    expect(ARCHIVED_VERSIONS.map((v) => v.label)).toEqual(['2.0', '1.0']);
    for (const version of ARCHIVED_VERSIONS) expect(version.href).toMatch(/^https:\/\//);
  });
});

import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {VERSIONS, isMessage, isViewerSource, listPath, messagesInSource} from '../extract.mjs';

describe('which files are the viewer’s own code', () => {
  it('takes the platform, extensions and modes, not tests, served scripts or the docs', () => {
    expect(isViewerSource('extensions/default/src/DicomWebDataSource/index.js')).toBe(true);
    expect(isViewerSource('platform/app/src/appInit.js')).toBe(true);
    expect(isViewerSource('platform/app/public/oidc-client.min.js')).toBe(false);
    expect(isViewerSource('platform/core/src/services/__tests__/x.test.js')).toBe(false);
    expect(isViewerSource('platform/docs/docs/faq.md')).toBe(false);
    expect(isViewerSource('platform/cli/src/index.js')).toBe(false);
    expect(isViewerSource('tests/Length.spec.ts')).toBe(false);
  });
});

describe('messages of a source file', () => {
  const messages = (source, path = 'extensions/x/src/a.tsx') => messagesInSource(path, source);

  it('reads thrown errors, with computed parts as named placeholders', () => {
    expect(messages('throw new Error(`No data source found for ${dataSourceName}`);')).toEqual([
      {message: 'No data source found for {dataSourceName}', kind: 'throw'},
    ]);
    expect(messages("throw 'Invalid dicom data loader';")).toEqual([
      {message: 'Invalid dicom data loader', kind: 'throw'},
    ]);
    expect(messages("reject(new TypeError('Segment ' + index + ' is reserved'));")).toEqual([
      {message: 'Segment {index} is reserved', kind: 'throw'},
    ]);
  });

  it('reads console and log warnings and errors, not debug output', () => {
    expect(
      messages("console.warn('Ignoring resize when viewports have size 0'); console.log('state dump here');"),
    ).toEqual([{message: 'Ignoring resize when viewports have size 0', kind: 'console.warn'}]);
    expect(messages('log.error(`Failed to store ${reportType}`);')).toEqual([
      {message: 'Failed to store {reportType}', kind: 'console.error'},
    ]);
  });

  it('reads what a notification or a modal shows, its content included', () => {
    const source = `
      uiNotificationService.show({ title: 'Download Image', message: 'Image cannot be downloaded', type: 'error' });
      uiModalService.show({
        title: 'Data Source Connection Error',
        content: () => <div><p>Please ensure the data source is running:</p><b>{friendlyName}</b></div>,
      });`;
    expect(messages(source)).toEqual([
      {message: 'Download Image', kind: 'notification'},
      {message: 'Image cannot be downloaded', kind: 'notification'},
      {message: 'Data Source Connection Error', kind: 'dialog'},
      {message: 'Please ensure the data source is running:', kind: 'dialog'},
    ]);
  });

  it('reads translated text that reports a problem, and the text of error screens', () => {
    expect(messages("const title = t('Something went wrong'); const label = t('Study list');")).toEqual([
      {message: 'Something went wrong', kind: 'shown'},
    ]);
    expect(messages('function CPUModal() { return <p>Your computer has switched to CPU rendering.</p>; }')).toEqual([
      {message: 'Your computer has switched to CPU rendering.', kind: 'shown'},
    ]);
  });

  it('leaves out text that is not a message', () => {
    expect(isMessage('{key}')).toBe(false);
    expect(isMessage('done')).toBe(false);
    expect(isMessage('Tool not supported')).toBe(true);
  });
});

describe('the extracted lists (data/errors)', () => {
  for (const {version, tag} of VERSIONS) {
    it(`${version}: messages from ${tag}, sorted, each with how it is shown and where`, () => {
      const data = JSON.parse(readFileSync(listPath(version), 'utf8'));
      expect(data).toMatchObject({version, tag});
      expect(data.messages.length).toBeGreaterThan(100);
      const texts = data.messages.map((entry) => entry.message);
      expect(texts).toEqual([...texts].sort((a, b) => a.localeCompare(b)));
      for (const entry of data.messages) {
        expect(entry.kinds.length).toBeGreaterThan(0);
        expect(entry.files.every((file) => isViewerSource(file))).toBe(true);
      }
    });
  }
});

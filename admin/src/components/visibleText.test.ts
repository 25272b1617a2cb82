import { describe, expect, it } from 'vitest';
import { visibleSegments, visibleText } from './visibleText';

describe('visibleText', () => {
  it('spells out a right-to-left override hiding a file extension', () => {
    expect(visibleText('invoice\u202Efdp.exe')).toBe('invoice⟨U+202E⟩fdp.exe');
  });

  it.each([
    ['a\uFFFDb', 'a⟨U+FFFD⟩b'],
    ['zero\u200Bwidth', 'zero⟨U+200B⟩width'],
    ['isolate\u2066x\u2069', 'isolate⟨U+2066⟩x⟨U+2069⟩'],
    ['bell\u0007', 'bell⟨U+0007⟩'],
    ['c1\u0085', 'c1⟨U+0085⟩'],
    ['\uFEFFbom', '⟨U+FEFF⟩bom'],
  ])('%j → %s', (input, expected) => expect(visibleText(input)).toBe(expected));

  it('keeps ordinary text, line breaks, tabs and other scripts as written', () => {
    for (const text of ['Hello, world', 'two\nlines\tand a tab', 'مرحبا بالعالم', 'café 😀']) {
      expect(visibleText(text)).toBe(text);
    }
  });

  it('marks which runs are markers', () => {
    expect(visibleSegments('a\u202Eb')).toEqual([
      { text: 'a', marker: false },
      { text: '⟨U+202E⟩', marker: true },
      { text: 'b', marker: false },
    ]);
    expect(visibleSegments('')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { prettyXml } from '../../../src/pages/hdn/prettyXml';

describe('prettyXml (the raw message on the HDN screens)', () => {
  it('lays a message out one element a line, indented by depth, keeping the declaration, text and escapes', () => {
    const raw = '<?xml version="1.0" encoding="UTF-8"?><HdnBericht versie="24"><Header><BerichtSoort>SX</BerichtSoort><Leeg/></Header><Statusmelding><Toelichting>A &amp; B &lt;3</Toelichting></Statusmelding></HdnBericht>';
    expect(prettyXml(raw)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<HdnBericht versie="24">',
        '  <Header>',
        '    <BerichtSoort>SX</BerichtSoort>',
        '    <Leeg/>',
        '  </Header>',
        '  <Statusmelding>',
        '    <Toelichting>A &amp; B &lt;3</Toelichting>',
        '  </Statusmelding>',
        '</HdnBericht>',
      ].join('\n'),
    );
  });

  it('shows a message that is no well-formed XML as it came', () => {
    expect(prettyXml('<HdnBericht><Header>')).toBe('<HdnBericht><Header>');
    expect(prettyXml('geen xml')).toBe('geen xml');
  });
});

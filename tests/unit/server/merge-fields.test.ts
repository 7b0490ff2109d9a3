import { describe, expect, it } from 'vitest';
import { fillMergeFields, unknownMergeCodes } from '../../../server/services/bericht-templates/populate';
import { sanitizeBody } from '../../../server/services/bericht-templates/sanitize';
import { MERGE_FIELDS, mergeFieldsFor } from '../../../contract/merge-fields';

describe('merge fields of the message templates', () => {
  it('offers the general fields to both kinds, the applicant fields only residential, the portfolio only BTL', () => {
    const residential = mergeFieldsFor(false).map((f) => f.id);
    const btl = mergeFieldsFor(true).map((f) => f.id);
    expect(residential).toEqual(expect.arrayContaining(['dossier.nummer', 'aanvrager.naam', 'hypotheek.hoofdsom']));
    expect(residential).not.toContain('contractanten.namen');
    expect(btl).toEqual(expect.arrayContaining(['dossier.nummer', 'contractanten.namen', 'hypotheek.hoofdsom']));
    expect(btl).not.toContain('aanvrager.naam');
    expect(new Set(MERGE_FIELDS.map((f) => f.id)).size).toBe(MERGE_FIELDS.length);
  });

  it('fills {{code}} and {{ code }}, escapes values in a body, leaves unknown tags alone', () => {
    const values = { 'aanvrager.naam': 'de heer <b>J.</b> de Vries & Zn', 'dossier.nummer': '42' };
    expect(fillMergeFields('<p>{{aanvrager.naam}} – {{ dossier.nummer }} {{x.y}}</p>', values, true)).toBe(
      '<p>de heer &lt;b&gt;J.&lt;/b&gt; de Vries &amp; Zn – 42 {{x.y}}</p>',
    );
    expect(fillMergeFields('Dossier {{dossier.nummer}}: {{aanvrager.naam}}', values, false)).toBe('Dossier 42: de heer <b>J.</b> de Vries & Zn');
  });

  it('names each unknown code once', () => {
    expect(unknownMergeCodes('{{dossier.nummer}} {{klant.naam}} {{klant.naam}} {{ foo }}')).toEqual(['klant.naam', 'foo']);
    expect(unknownMergeCodes('geen velden')).toEqual([]);
  });
});

describe('sanitizing a template body', () => {
  it('keeps the editor’s markup and drops scripts, handlers, styles, images and script links', () => {
    expect(sanitizeBody('<h2>Kop</h2><p><strong>Vet</strong> <em>schuin</em> <u>onder</u></p><ul><li>een</li></ul><blockquote>citaat</blockquote>')).toBe(
      '<h2>Kop</h2><p><strong>Vet</strong> <em>schuin</em> <u>onder</u></p><ul><li>een</li></ul><blockquote>citaat</blockquote>',
    );
    expect(sanitizeBody('<p style="color:red" onmouseover="x()">a<script>alert(1)</script><img src="x" onerror="y()"><iframe src="//evil"></iframe></p>')).toBe('<p>a</p>');
    expect(sanitizeBody('<a href="javascript:alert(1)">x</a><a href="https://www.hdn.nl" target="_blank">hdn</a>')).toBe(
      '<a rel="noopener noreferrer">x</a><a href="https://www.hdn.nl" target="_blank" rel="noopener noreferrer">hdn</a>',
    );
  });
});

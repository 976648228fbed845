import { describe, expect, it } from 'vitest';
import { documentError, formatFileSize } from '../../../machines/registration/documents.ts';
import { meetsPasswordRules, passwordRuleStates } from '../../../machines/registration/password-rules.ts';

describe('registration documents and the first password', () => {
  it('[PX-17-002] PDF, PNG and JPEG up to 10 MB are accepted, by type or by extension when the type is missing', () => {
    for (const [name, type] of [['a.pdf', 'application/pdf'], ['a.png', 'image/png'], ['a.jpg', 'image/jpeg'], ['b.JPEG', ''], ['c.PDF', '']]) {
      expect(documentError({ name: name!, type: type!, size: 10 * 1024 * 1024 })).toBeUndefined();
    }
    expect(documentError({ name: 'a.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe('The document is larger than 10 MB. Upload a smaller file.');
    expect(documentError({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('Upload the document as a PDF, PNG or JPEG file.');
    expect(documentError({ name: 'a.docx', type: '', size: 10 })).toBe('Upload the document as a PDF, PNG or JPEG file.');
  });

  it('[PX-17-002] an attached document shows its size in bytes, KB or MB', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(180 * 1024)).toBe('180 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });

  it('[PX-17-006] the set-password page checks length, a letter and a number before sending', () => {
    expect(passwordRuleStates('abc').map((s) => s.met)).toEqual([false, true, false]);
    expect(passwordRuleStates('12345678').map((s) => s.met)).toEqual([true, false, true]);
    expect(meetsPasswordRules('Water-Street-2250')).toBe(true);
    expect(meetsPasswordRules('WaterStreet')).toBe(false);
    expect(meetsPasswordRules('a1')).toBe(false);
  });
});

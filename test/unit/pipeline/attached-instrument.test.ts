import { describe, expect, it } from 'vitest';
import { attachedInstrumentOnly, namesInstrument } from '../../../electron/pipeline/text/attached-instrument.js';

describe('an attached instrument speaks of itself (session 24, cuad-dev-08 Exhibit G)', () => {
  it('reads "this instrument", "this Guaranty" in an exhibit or schedule as that instrument', () => {
    expect(attachedInstrumentOnly('This instrument shall be governed by and construed under the laws of the State of Texas.', 'Exhibit G, § 9')).toBe('instrument');
    expect(attachedInstrumentOnly('This Guaranty shall remain in full force until all obligations are paid.', 'Schedule 2, § 4')).toBe('guaranty');
  });
  it('leaves the agreement\'s own clauses, in its body or in an exhibit of its terms, and instruments outside exhibits', () => {
    expect(attachedInstrumentOnly('This Agreement will be governed by and interpreted in accordance with the laws of the State of Washington.', 'Exhibit B, § 29')).toBeNull();
    expect(attachedInstrumentOnly('This instrument shall be governed by the laws of the State of Texas.', '§ 18.07')).toBeNull();
    expect(attachedInstrumentOnly('This Amendment shall be governed by and construed in accordance with the laws of Japan.', 'Article 3')).toBeNull();
    expect(attachedInstrumentOnly('This instrument shall be governed by the laws of the State of Texas.', null)).toBeNull();
  });
  it('a question that names the instrument asks about it', () => {
    expect(namesInstrument('Which law governs the instrument in Exhibit G?', 'instrument')).toBe(true);
    expect(namesInstrument('What law governs the guaranty?', 'guaranty')).toBe(true);
    expect(namesInstrument('Which law governs this agreement?', 'instrument')).toBe(false);
  });
});

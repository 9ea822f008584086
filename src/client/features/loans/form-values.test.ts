import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM_VALUES, fieldErrorsFromDetails, parseLoanForm, parseNumber, sameRequest, toFormValues } from './form-values';

describe('loan form parsing (spec §5)', () => {
  it('reads the defaults as 200000 / 6.5 / 20 with no options', () => {
    expect(parseLoanForm(DEFAULT_FORM_VALUES)).toEqual({ ok: true, request: { loanAmount: 200000, interestRate: 6.5, termYears: 20 } });
  });

  it('accepts thousands separators, a dollar sign and a percent sign, and nothing else', () => {
    expect(parseNumber('200,000')).toBe(200000);
    expect(parseNumber(' $1,500.50 ')).toBe(1500.5);
    expect(parseNumber('6.5%')).toBe(6.5);
    expect(parseNumber('.5')).toBe(0.5);
    for (const text of ['', 'abc', '12abc', '1e5', '0x10', '1.2.3', '--1', 'Infinity']) expect(parseNumber(text)).toBeNaN();
  });

  it('reports each bad field with the rule and its bounds', () => {
    const parsed = parseLoanForm({ loanAmount: 'abc', interestRate: '-1', termYears: '0', extraMonthlyPayment: '', residencyYears: '11' });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      loanAmount: expect.stringContaining('at most $2,000,000'),
      interestRate: expect.stringContaining('from 0% to 30%'),
      termYears: expect.stringContaining('from 1 to 40'),
      residencyYears: expect.stringContaining('from 0 to 10'),
    });
  });

  it('refuses an amount of 0, fractions of a cent and fractional years', () => {
    for (const values of [{ loanAmount: '0' }, { loanAmount: '10.001' }, { termYears: '2.5' }, { residencyYears: '1.5' }, { interestRate: '' }]) {
      expect(parseLoanForm({ ...DEFAULT_FORM_VALUES, ...values }).ok, JSON.stringify(values)).toBe(false);
    }
  });

  it('sends the options only when set, and round-trips through the fields', () => {
    const parsed = parseLoanForm({ ...DEFAULT_FORM_VALUES, extraMonthlyPayment: '250', residencyYears: '3' });
    expect(parsed).toEqual({ ok: true, request: { loanAmount: 200000, interestRate: 6.5, termYears: 20, extraMonthlyPayment: 250, residencyYears: 3 } });
    if (!parsed.ok) return;
    expect(parseLoanForm(toFormValues(parsed.request))).toEqual(parsed);
    expect(sameRequest(parsed.request, { ...parsed.request })).toBe(true);
    expect(sameRequest(parsed.request, { ...parsed.request, residencyYears: 0 })).toBe(false);
    expect(sameRequest({ loanAmount: 1, interestRate: 1, termYears: 1 }, { loanAmount: 1, interestRate: 1, termYears: 1, residencyYears: 0 })).toBe(true);
  });

  it('maps server validation details onto the fields', () => {
    expect(fieldErrorsFromDetails([{ path: 'body.termYears', message: 'too long' }, { path: 'body', message: 'x' }])).toEqual({ termYears: 'too long' });
  });
});

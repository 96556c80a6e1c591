// The bus registration's rules: 1–3 students, at least two contact sets, the optional fields of
// docs/brief.md §5.2 (middle name, nickname, contactEmail) and message ids, never words, on every error.

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { busDefaults } from '../../../src/wizards/bus/defaults';
import {
  addressStep,
  contactsStep,
  fullSchema,
  studentsStep,
  type BusContact,
  type BusData,
  type BusStudent,
} from '../../../src/wizards/bus/schema';

const student = (over: Partial<BusStudent> = {}): BusStudent => ({
  firstName: 'Anna',
  familyName: 'Smith',
  middleName: '',
  nickname: '',
  year: 'y3',
  ...over,
});
const contact = (over: Partial<BusContact> = {}): BusContact => ({
  contactName: 'Mary Smith',
  contactPhone: '081 234 5678',
  contactEmail: '',
  ...over,
});
const valid = (): BusData => ({
  students: [student()],
  address: {
    line: '12/3 Moo 1, Soi Fisherman',
    provinceCode: '84',
    districtCode: '8404',
    subDistrictCode: '840406',
    postalCode: '84320',
  },
  contacts: [contact(), contact({ contactName: 'John Smith', contactPhone: '+66 89 765 4321' })],
});

/** `path -> message id` of the first issue at each path (what the form shows at that field). */
function errors(schema: z.ZodType, data: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(data).error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('bus registration schema', () => {
  it('accepts a complete registration and every step of it', () => {
    expect(errors(fullSchema, valid())).toEqual({});
    for (const step of [studentsStep, addressStep, contactsStep]) expect(errors(step, valid())).toEqual({});
  });

  it('starts with one student, two contact sets and an empty address, which is not yet valid', () => {
    const fresh = busDefaults();
    expect(fresh.students).toHaveLength(1);
    expect(fresh.contacts).toHaveLength(2);
    expect(errors(fullSchema, fresh)).toMatchObject({
      'students.0.firstName': 'form.common.required',
      'students.0.familyName': 'form.common.required',
      'students.0.year': 'form.common.required',
      'address.line': 'form.common.required',
      'address.provinceCode': 'form.common.required',
      'address.postalCode': 'form.common.required',
      'contacts.1.contactName': 'form.common.required',
      'contacts.1.contactPhone': 'form.common.required',
    });
  });

  it('takes one to three students', () => {
    const data = valid();
    expect(errors(studentsStep, { students: [] })).toEqual({ students: 'form.common.required' });
    expect(errors(studentsStep, { students: [student(), student(), student()] })).toEqual({});
    expect(errors(studentsStep, { ...data, students: Array.from({ length: 4 }, () => student()) })).toEqual({
      students: 'form.bus.error.tooManyStudents',
    });
  });

  it('needs first name, family name and year; middle name and nickname are optional', () => {
    expect(errors(studentsStep, { students: [student({ middleName: 'Rose', nickname: 'Annie' })] })).toEqual({});
    expect(errors(studentsStep, { students: [student({ firstName: '  ', familyName: '', year: '' })] })).toEqual({
      'students.0.firstName': 'form.common.required',
      'students.0.familyName': 'form.common.required',
      'students.0.year': 'form.common.required',
    });
    expect(errors(studentsStep, { students: [student({ year: 'y13' })] })).toEqual({
      'students.0.year': 'form.common.required',
    });
    expect(errors(studentsStep, { students: [{ firstName: 'Anna' }] })).toMatchObject({
      'students.0.familyName': 'form.common.required',
    });
  });

  it('trims names', () => {
    const parsed = fullSchema.parse({ ...valid(), students: [student({ firstName: '  Anna ' })] });
    expect(parsed.students[0]?.firstName).toBe('Anna');
  });

  it('needs at least two contact sets, each with name and phone', () => {
    expect(errors(contactsStep, { contacts: [contact()] })).toEqual({ contacts: 'form.bus.error.tooFewContacts' });
    expect(errors(contactsStep, { contacts: [contact(), contact(), contact()] })).toEqual({});
    expect(errors(contactsStep, { contacts: [contact({ contactName: '' }), contact({ contactPhone: '' })] })).toEqual({
      'contacts.0.contactName': 'form.common.required',
      'contacts.1.contactPhone': 'form.common.required',
    });
  });

  it('takes contactEmail as optional, but checks it when given', () => {
    expect(errors(contactsStep, { contacts: [contact({ contactEmail: 'mary@example.com' }), contact()] })).toEqual({});
    expect(errors(contactsStep, { contacts: [contact({ contactEmail: ' ' }), contact()] })).toEqual({});
    expect(errors(contactsStep, { contacts: [contact(), contact({ contactEmail: 'mary@' })] })).toEqual({
      'contacts.1.contactEmail': 'form.common.emailInvalid',
    });
  });

  it('checks phone numbers loosely: Thai and international formats, not words', () => {
    for (const phone of ['0812345678', '081-234-5678', '+66 (0)81 234 5678', '077 123 456'])
      expect(errors(contactsStep, { contacts: [contact({ contactPhone: phone }), contact()] }), phone).toEqual({});
    for (const phone of ['call me', '12345', '+66 81 234 5678 9999 1'])
      expect(errors(contactsStep, { contacts: [contact({ contactPhone: phone }), contact()] }), phone).toEqual({
        'contacts.0.contactPhone': 'form.common.phoneInvalid',
      });
  });

  it('needs the whole address, with codes that belong together and a five-digit postal code', () => {
    const address = valid().address;
    expect(errors(addressStep, { address: { ...address, subDistrictCode: '' } })).toEqual({
      'address.subDistrictCode': 'form.common.required',
    });
    expect(errors(addressStep, { address: { ...address, postalCode: '8432' } })).toEqual({
      'address.postalCode': 'form.bus.error.postalCodeInvalid',
    });
    expect(errors(addressStep, { address: { ...address, districtCode: '8301', subDistrictCode: '830101' } })).toEqual({
      'address.districtCode': 'form.common.required',
    });
    expect(errors(addressStep, { address: { ...address, provinceCode: 'x' } })).toEqual({
      'address.provinceCode': 'form.bus.error.placeInvalid',
      'address.districtCode': 'form.common.required',
    });
  });

  it('carries only message ids', () => {
    const messages = Object.values(errors(fullSchema, { students: [{}, {}, {}, {}], contacts: [{}], address: {} }));
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).toMatch(/^form\.(common|bus)\.[\w.]+$/);
  });
});

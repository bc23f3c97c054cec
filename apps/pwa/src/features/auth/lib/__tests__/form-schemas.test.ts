import {
  EmailSchema,
  LoginFormSchema as ContractLogin,
  RegisterFormSchema as ContractRegister,
} from '@lotto/contracts';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { LoginFormSchema, PasswordResetFormSchema, RegisterFormSchema } from '../form-schemas';

const ContractReset = v.object({ email: EmailSchema });

/** What a schema makes of `input`: the output, or each issue's path and message. */
function outcome(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success
    ? { output: result.output }
    : { issues: result.issues.map((i) => [v.getDotPath(i), i.message]) };
}

afterEach(() => activateLocale('en'));

describe("the member forms' schemas", () => {
  const cases: [string, v.GenericSchema, v.GenericSchema, unknown[]][] = [
    [
      'login',
      LoginFormSchema,
      ContractLogin,
      [
        { email: '', password: '' },
        { email: '  a@b.co ', password: 'x' },
        { email: '   ', password: 'secret' },
        {},
      ],
    ],
    [
      'register',
      RegisterFormSchema,
      ContractRegister,
      [
        { name: '', email: '', password: '' },
        { name: '  ', email: 'a@b.co', password: '12345' },
        { name: ' Somchai ', email: ' a@b.co ', password: '123456' },
        {},
      ],
    ],
    [
      'password reset',
      PasswordResetFormSchema,
      ContractReset,
      [
        { email: '' },
        { email: 'somchai.example.com' },
        { email: ` ${'a'.repeat(250)}@b.co` },
        { email: ' somchai@example.com ' },
      ],
    ],
  ];

  it.each(cases)(
    'when in English, then the %s schema accepts, refuses and words its messages as the contracts do',
    (_name, ours, contract, inputs) => {
      for (const input of inputs) expect(outcome(ours, input)).toEqual(outcome(contract, input));
    },
  );

  it('when in Thai, then the messages are Thai and worded at the time of checking', async () => {
    await activateLocale('th');
    expect(outcome(RegisterFormSchema, { name: ' ', email: '', password: '123' })).toEqual({
      issues: [
        ['name', 'กรุณากรอกชื่อ'],
        ['email', 'กรุณากรอกอีเมล'],
        ['password', 'ต้องมีอย่างน้อย 6 ตัวอักษร'],
      ],
    });
    await activateLocale('hi');
    expect(outcome(LoginFormSchema, { email: '', password: '' })).toEqual({
      issues: [
        ['email', 'ई-मेल ज़रूरी है'],
        ['password', 'पासवर्ड ज़रूरी है'],
      ],
    });
  });
});

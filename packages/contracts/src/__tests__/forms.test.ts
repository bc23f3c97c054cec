import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AdminLoginInputSchema,
  ChangePasswordFormSchema,
  IMAGE_CAPTION_MAX,
  ImageInputSchema,
  RegisterFormSchema,
  MemberStatusPatchSchema,
} from '../index.js';

/** The first message of each field, as a form shows it under the field. */
const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  if (result.success) return [];
  const first = new Map<string, string>();
  for (const issue of result.issues) {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
    if (!first.has(path)) first.set(path, issue.message);
  }
  return [...first.values()];
};

describe('ImageInputSchema', () => {
  it('when the URL is an absolute http(s) address, then it is accepted and trimmed', () => {
    expect(v.parse(ImageInputSchema, { imageUrl: '  https://example.com/a.png ' })).toEqual({
      imageUrl: 'https://example.com/a.png',
    });
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '/relative.png', 'ftp://x/y.png'])(
    'when the URL is %s, then it is refused',
    (imageUrl) => {
      expect(messages(ImageInputSchema, { imageUrl })).toEqual([
        'Image URL must be an http:// or https:// address',
      ]);
    },
  );

  it('when the URL is blank or too long, then the spec message or the limit is reported', () => {
    expect(messages(ImageInputSchema, { imageUrl: '   ' })).toEqual(['Please enter image URL']);
    expect(messages(ImageInputSchema, { imageUrl: `https://x.co/${'a'.repeat(2048)}` })[0]).toMatch(
      /at most 2048/,
    );
  });
});

describe('ImageInputSchema caption', () => {
  it('when a caption is given, then it is trimmed and kept; blank means none', () => {
    expect(
      v.parse(ImageInputSchema, {
        imageUrl: 'https://example.com/a.png',
        caption: '  Tip for 16 Nov  ',
      }),
    ).toEqual({ imageUrl: 'https://example.com/a.png', caption: 'Tip for 16 Nov' });
    const blank = v.parse(ImageInputSchema, {
      imageUrl: 'https://example.com/a.png',
      caption: '   ',
    });
    expect(blank.caption).toBeUndefined();
    expect(
      v.parse(ImageInputSchema, { imageUrl: 'https://example.com/a.png' }).caption,
    ).toBeUndefined();
  });

  it('when the caption is too long, not text or more than one line, then it is refused with a reason', () => {
    const url = 'https://example.com/a.png';
    expect(
      messages(ImageInputSchema, { imageUrl: url, caption: 'a'.repeat(IMAGE_CAPTION_MAX) }),
    ).toEqual([]);
    expect(
      messages(ImageInputSchema, { imageUrl: url, caption: 'a'.repeat(IMAGE_CAPTION_MAX + 1) }),
    ).toEqual([`Caption must be at most ${IMAGE_CAPTION_MAX} characters`]);
    expect(messages(ImageInputSchema, { imageUrl: url, caption: 42 })).toEqual([
      'Caption must be text',
    ]);
    expect(messages(ImageInputSchema, { imageUrl: url, caption: 'one\ntwo' })).toEqual([
      'Caption must be one line of text',
    ]);
  });
});

describe('member forms', () => {
  it('when the register form is empty, then every spec message is given', () => {
    expect(messages(RegisterFormSchema, { name: '', email: '', password: '' })).toEqual([
      'Name is required',
      'Email is required',
      'Password is required',
    ]);
  });

  it('when the password is shorter than 6 characters, then the spec message is given', () => {
    expect(messages(RegisterFormSchema, { name: 'A', email: 'a@b.co', password: '12345' })).toEqual(
      ['Minimum 6 characters required'],
    );
  });
});

describe('admin forms', () => {
  it('when the new passwords differ, then the spec message is given on the confirmation', () => {
    const result = v.safeParse(ChangePasswordFormSchema, {
      oldPassword: 'old-password',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-2',
    });
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => [i.path?.map((p) => p.key).join('.'), i.message])).toEqual([
      ['confirmPassword', 'New passwords do not match'],
    ]);
  });

  it('when the admin e-mail is not an address, then login input is refused', () => {
    expect(messages(AdminLoginInputSchema, { email: 'nope', password: 'x' })).toEqual([
      'Enter a valid email address',
    ]);
  });

  it('when a status other than pending/approved is sent, then it is refused', () => {
    expect(v.safeParse(MemberStatusPatchSchema, { status: 'approved' }).success).toBe(true);
    expect(v.safeParse(MemberStatusPatchSchema, { status: 'admin' }).success).toBe(false);
  });
});
